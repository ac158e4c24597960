// Accuracy figures for point forecasts: MAE, RMSE, Spearman rank correlation, RMSE by actual-points bucket.

export interface Metrics {
  n: number;
  mae: number;
  rmse: number;
  spearman: number;
  bucketRmse: Record<BucketName, number>;
  bucketCount: Record<BucketName, number>;
}

export const BUCKETS = ['<=0', '1-2', '3-4', '>=5'] as const;
export type BucketName = (typeof BUCKETS)[number];

export function bucketOf(actual: number): BucketName {
  if (actual <= 0) return '<=0';
  if (actual <= 2) return '1-2';
  if (actual <= 4) return '3-4';
  return '>=5';
}

export function metrics(predicted: readonly number[], actual: readonly number[]): Metrics {
  const n = predicted.length;
  let abs = 0;
  let sq = 0;
  const bucketSq = { '<=0': 0, '1-2': 0, '3-4': 0, '>=5': 0 } as Record<BucketName, number>;
  const bucketCount = { '<=0': 0, '1-2': 0, '3-4': 0, '>=5': 0 } as Record<BucketName, number>;
  for (let i = 0; i < n; i++) {
    const a = actual[i] ?? 0;
    const e = (predicted[i] ?? 0) - a;
    abs += Math.abs(e);
    sq += e * e;
    const b = bucketOf(a);
    bucketSq[b] += e * e;
    bucketCount[b] += 1;
  }
  const bucketRmse = {} as Record<BucketName, number>;
  for (const b of BUCKETS)
    bucketRmse[b] = bucketCount[b] > 0 ? Math.sqrt(bucketSq[b] / bucketCount[b]) : Number.NaN;
  return {
    n,
    mae: abs / n,
    rmse: Math.sqrt(sq / n),
    spearman: spearman(predicted, actual),
    bucketRmse,
    bucketCount,
  };
}

/** Ranks with ties sharing their average rank. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]?.[0] === order[i]?.[0]) j++;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) out[order[k]?.[1] ?? 0] = rank;
    i = j + 1;
  }
  return out;
}

export function spearman(x: readonly number[], y: readonly number[]): number {
  return pearson(ranks(x), ranks(y));
}

export function pearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i] ?? 0;
    my += y[i] ?? 0;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (x[i] ?? 0) - mx;
    const dy = (y[i] ?? 0) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxy / Math.sqrt(sxx * syy);
}
