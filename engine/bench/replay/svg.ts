// The replay's chart, hand-written SVG: cumulative points of ours and each baseline by gameweek (top), and the
// same lines less the average manager's (bottom), where the differences are visible at all.
import type { ReplaySummary, WeeklySeries } from './output.js';

const WIDTH = 760;
/** Least vertical distance between two end labels, px. */
const LABEL_GAP = 13;
const PANEL = { left: 64, right: 180, top: 40, height: 260, gap: 60, bottomHeight: 180 };

interface Line {
  key: keyof Omit<WeeklySeries, 'gameweeks'>;
  label: string;
  colour: string;
  dash?: string;
}

const LINES: Line[] = [
  { key: 'ours', label: 'ours', colour: '#1f5fbf' },
  { key: 'epNext', label: 'ep_next replay', colour: '#e07b00' },
  { key: 'hold', label: 'holding', colour: '#2e8b3a' },
  { key: 'average', label: 'average manager', colour: '#666666', dash: '6 4' },
  { key: 'ceiling', label: 'week’s highest', colour: '#c0392b', dash: '2 3' },
];

const cumulative = (list: readonly number[]) => {
  let total = 0;
  return list.map((n) => {
    total += n;
    return total;
  });
};

/** Round step for about `count` grid lines across `span`. */
function niceStep(span: number, count: number): number {
  const raw = Math.max(span, 1) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const mult = [1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10;
  return mult * power;
}

const xmlText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function panel(
  series: { line: Line; values: number[] }[],
  gameweeks: readonly number[],
  top: number,
  height: number,
  title: string,
): string[] {
  const plotWidth = WIDTH - PANEL.left - PANEL.right;
  const all = series.flatMap((s) => s.values);
  const low = Math.min(0, ...all);
  const high = Math.max(1, ...all);
  const step = niceStep(high - low, 5);
  const yMin = Math.floor(low / step) * step;
  const yMax = Math.ceil(high / step) * step;
  const first = gameweeks[0] ?? 1;
  const last = gameweeks[gameweeks.length - 1] ?? first;
  const x = (gw: number) => PANEL.left + ((gw - first) / Math.max(1, last - first)) * plotWidth;
  const y = (v: number) => top + height - ((v - yMin) / (yMax - yMin || 1)) * height;
  const out: string[] = [`<text x="${PANEL.left}" y="${top - 10}" class="title">${xmlText(title)}</text>`];
  for (let v = yMin; v <= yMax + 1e-9; v += step) {
    out.push(
      `<line x1="${PANEL.left}" x2="${PANEL.left + plotWidth}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" class="${v === 0 ? 'zero' : 'grid'}"/>`,
      `<text x="${PANEL.left - 6}" y="${(y(v) + 4).toFixed(1)}" class="axis" text-anchor="end">${Math.round(v)}</text>`,
    );
  }
  const tick = Math.max(1, niceStep(last - first, 8));
  for (let gw = Math.ceil(first / tick) * tick; gw <= last; gw += tick) {
    out.push(
      `<text x="${x(gw).toFixed(1)}" y="${top + height + 16}" class="axis" text-anchor="middle">${gw}</text>`,
    );
  }
  out.push(
    `<text x="${PANEL.left + plotWidth / 2}" y="${top + height + 32}" class="axis" text-anchor="middle">gameweek</text>`,
  );
  // End labels, pushed apart where lines finish close together.
  const labels = series
    .map(({ line, values }) => ({
      line,
      last: values[values.length - 1] ?? 0,
      y: y(values[values.length - 1] ?? 0),
    }))
    .sort((a, b) => a.y - b.y);
  for (let i = 1; i < labels.length; i++) {
    const above = labels[i - 1] as (typeof labels)[number];
    const label = labels[i] as (typeof labels)[number];
    label.y = Math.max(label.y, above.y + LABEL_GAP);
  }
  for (const { line, values } of series) {
    const points = values
      .map((v, i) => `${x(gameweeks[i] ?? first).toFixed(1)},${y(v).toFixed(1)}`)
      .join(' ');
    const dash = line.dash ? ` stroke-dasharray="${line.dash}"` : '';
    out.push(`<polyline points="${points}" fill="none" stroke="${line.colour}" stroke-width="2"${dash}/>`);
  }
  for (const { line, last, y: labelY } of labels) {
    out.push(
      `<text x="${PANEL.left + plotWidth + 8}" y="${(labelY + 4).toFixed(1)}" class="label" fill="${line.colour}">${xmlText(line.label)} ${Math.round(last)}</text>`,
    );
  }
  return out;
}

export function replayChart(summary: ReplaySummary): string {
  const { weekly } = summary;
  const present = LINES.flatMap((line) => {
    const list = weekly[line.key];
    return list ? [{ line, values: cumulative(list) }] : [];
  });
  const average = weekly.average ? cumulative(weekly.average) : null;
  const topTitle = `FPL ${summary.season} replay from GW${summary.from}: cumulative points`;
  const parts = panel(present, weekly.gameweeks, PANEL.top, PANEL.height, topTitle);
  let height = PANEL.top + PANEL.height + 50;
  if (average) {
    const relative = present
      .filter((s) => s.line.key !== 'average' && s.line.key !== 'ceiling')
      .map((s) => ({ line: s.line, values: s.values.map((v, i) => v - (average[i] ?? 0)) }));
    const top = PANEL.top + PANEL.height + PANEL.gap;
    parts.push(
      ...panel(relative, weekly.gameweeks, top, PANEL.bottomHeight, 'points ahead of the average manager'),
    );
    height = top + PANEL.bottomHeight + 50;
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif">`,
    '<style>.title{font-size:14px;font-weight:bold}.axis{font-size:11px;fill:#444}.label{font-size:11px}.grid{stroke:#e3e3e3}.zero{stroke:#999}</style>',
    `<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    ...parts,
    '</svg>',
    '',
  ].join('\n');
}
