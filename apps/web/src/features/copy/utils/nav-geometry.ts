/** The NAV chart's drawing box in SVG units, and its padding. */
export const WIDTH = 320;
export const HEIGHT = 112;
export const PAD = { top: 10, right: 6, bottom: 16, left: 6 } as const;

/**
 * The paths of the NAV chart: the realised NAVs, the area under them, and the path the target
 * rate (percent a day) would have given from the same start; at least two NAVs.
 */
export function navGeometry(navs: readonly number[], targetPct: string) {
  const rate = Number(targetPct) / 100;
  const start = navs[0]!;
  const target = navs.map((_, i) => start * (1 + (Number.isFinite(rate) ? rate : 0)) ** i);
  const all = [...navs, ...target];
  const min = Math.min(...all);
  const max = Math.max(...all);
  const span = max - min || Math.max(max * 0.01, 1e-6);
  const x = (i: number) => PAD.left + (i / (navs.length - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - (v - min) / span) * (HEIGHT - PAD.top - PAD.bottom);
  const line = (values: readonly number[]) =>
    values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const navPath = line(navs);
  const area = `${navPath} L${x(navs.length - 1).toFixed(1)},${HEIGHT - PAD.bottom} L${x(0).toFixed(1)},${HEIGHT - PAD.bottom} Z`;
  return {
    navPath,
    targetPath: line(target),
    area,
    lastX: x(navs.length - 1),
    lastY: y(navs[navs.length - 1]!),
  };
}
