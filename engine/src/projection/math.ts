// Small probability helpers for the expected-points model.

/** Poisson probabilities P(X = 0..maxK). */
export function poissonPmf(mean: number, maxK: number): number[] {
  const pmf: number[] = [];
  let p = Math.exp(-Math.max(0, mean));
  for (let k = 0; k <= maxK; k++) {
    pmf.push(p);
    p *= mean / (k + 1);
  }
  return pmf;
}

/** E[floor(X / step)] for X ~ Poisson(mean): points that come one per `step` events (saves, goals conceded). */
export function expectedFloorDiv(mean: number, step: number): number {
  if (mean <= 0) return 0;
  // E[floor(X/step)] = sum_{j>=1} P(X >= j*step); the tail beyond mean + 12 sd is negligible.
  const maxK = Math.ceil(mean + 12 * Math.sqrt(mean) + 2 * step);
  const pmf = poissonPmf(mean, maxK);
  let total = 0;
  for (let k = step; k <= maxK; k++) total += Math.floor(k / step) * (pmf[k] ?? 0);
  return total;
}

/** P(X >= threshold) for X negative binomial with the given mean and dispersion (size); Poisson when size is Infinity. */
export function tailAtLeast(mean: number, threshold: number, size: number): number {
  if (mean <= 0) return 0;
  let cdf = 0;
  if (!Number.isFinite(size)) {
    const pmf = poissonPmf(mean, threshold - 1);
    for (const p of pmf) cdf += p;
  } else {
    // NB(r, p) with mean m: p = r / (r + m); P(0) = p^r; P(k+1) = P(k) * (k + r) / (k + 1) * (1 - p).
    const p = size / (size + mean);
    let pk = p ** size;
    for (let k = 0; k < threshold; k++) {
      cdf += pk;
      pk *= ((k + size) / (k + 1)) * (1 - p);
    }
  }
  return clamp01(1 - cdf);
}

export function clamp01(x: number): number {
  return Math.min(1, Math.max(0, x));
}

/** Weighted least squares of y on x: [intercept, slope]; falls back to the weighted mean when x does not vary. */
export function weightedLinearFit(xs: number[], ys: number[], ws: number[]): [number, number] {
  let sw = 0;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < xs.length; i++) {
    const w = ws[i] ?? 0;
    sw += w;
    sx += w * (xs[i] ?? 0);
    sy += w * (ys[i] ?? 0);
  }
  if (sw <= 0) return [Number.NaN, 0];
  const mx = sx / sw;
  const my = sy / sw;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < xs.length; i++) {
    const w = ws[i] ?? 0;
    const dx = (xs[i] ?? 0) - mx;
    sxx += w * dx * dx;
    sxy += w * dx * ((ys[i] ?? 0) - my);
  }
  const slope = sxx > 1e-12 ? sxy / sxx : 0;
  return [my - slope * mx, slope];
}
