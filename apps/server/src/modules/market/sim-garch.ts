import { normal, uniform } from './prng.ts';

/**
 * Daily shocks with the two features real returns have and a Gaussian walk lacks: fat tails and
 * volatility clustering. A GARCH(1,1) variance, h(t) = ω + α·ε(t−1)² + β·h(t−1), scales Student-t
 * innovations (ν degrees of freedom, rescaled to unit variance); ω is set so the long-run variance
 * is σ². Every draw is a pure function of (prng, id, day).
 */

export interface GarchParams {
  alpha: number;
  beta: number;
  /** Degrees of freedom of the Student-t innovations (> 2). */
  nu: number;
}

/** A market factor: strong clustering, fat tails (typical estimates for equity indices). */
export const FACTOR_GARCH: GarchParams = { alpha: 0.12, beta: 0.86, nu: 4 };
/** A stock's own news: milder clustering, fatter tails. */
export const IDIO_GARCH: GarchParams = { alpha: 0.09, beta: 0.88, nu: 4 };

/** Largest innovation, in standard deviations: keeps one draw from becoming a crash by itself. */
const CAP = 7;

/**
 * A unit-variance Student-t draw: a normal over √(χ²/ν), with χ² of even ν as −2·Σ ln U over ν/2
 * uniforms (plus one squared normal when ν is odd). Keys: the normal's step `base`, the uniforms'
 * steps 500 + 5·base + k (clear of the other draws of a day).
 */
export function studentT(prng: number, id: number, day: number, base: number, nu: number): number {
  const z = normal(prng, id, day, base);
  let chi = 0;
  for (let k = 0; k < Math.floor(nu / 2); k += 1) {
    chi -= 2 * Math.log(uniform(prng, id, day, 500 + 5 * base + k));
  }
  if (nu % 2 === 1) chi += normal(prng, id, day, base + 1) ** 2;
  const t = z / Math.sqrt(Math.max(chi, 1e-9) / nu);
  const unit = t * Math.sqrt((nu - 2) / nu);
  return Math.max(-CAP, Math.min(CAP, unit));
}

/** `n` daily shocks with long-run standard deviation `sigma` (draws keyed as in `studentT`). */
export function garchShocks(
  prng: number,
  id: number,
  n: number,
  sigma: number,
  params: GarchParams,
  base: number,
): Float64Array {
  const { alpha, beta, nu } = params;
  const longRun = sigma * sigma;
  const omega = longRun * (1 - alpha - beta);
  const out = new Float64Array(n);
  let h = longRun;
  let previous = 0;
  for (let d = 0; d < n; d += 1) {
    if (d > 0) h = omega + alpha * previous * previous + beta * h;
    // Keep the variance within sane bounds (a sixth to eight times its long-run level).
    h = Math.min(8 * longRun, Math.max(longRun / 6, h));
    previous = Math.sqrt(h) * studentT(prng, id, d, base, nu);
    out[d] = previous;
  }
  return out;
}

export interface ReturnStats {
  /** Number of daily returns. */
  n: number;
  /** Annualised standard deviation. */
  volatility: number;
  /** Excess kurtosis (0 for a normal distribution). */
  kurtosis: number;
  /** Autocorrelation of absolute returns at lag 1 (about 0 without clustering). */
  absAcf1: number;
}

/** Statistics of daily log returns computed from a series of closes. */
export function returnStats(closes: ArrayLike<number>): ReturnStats {
  const r: number[] = [];
  for (let i = 1; i < closes.length; i += 1) r.push(Math.log(closes[i]! / closes[i - 1]!));
  const n = r.length;
  const mean = r.reduce((t, x) => t + x, 0) / n;
  const m2 = r.reduce((t, x) => t + (x - mean) ** 2, 0) / n;
  const m4 = r.reduce((t, x) => t + (x - mean) ** 4, 0) / n;
  const a = r.map(Math.abs);
  const am = a.reduce((t, x) => t + x, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i += 1) {
    den += (a[i]! - am) ** 2;
    if (i > 0) num += (a[i]! - am) * (a[i - 1]! - am);
  }
  return {
    n,
    volatility: Math.sqrt(m2 * 252),
    kurtosis: m4 / (m2 * m2) - 3,
    absAcf1: num / den,
  };
}
