/**
 * Deterministic randomness for the simulated market: every draw is a pure function of the seed
 * and a few integers (instrument, day, step), so the same seed and clock give the same prices on
 * every machine and after every restart, with no state to store.
 */

/** 32-bit FNV-1a of a string: turns MARKET_SEED and codes into integers. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A strong 32-bit integer mix (lowbias32); adjacent inputs give unrelated outputs. */
function mix(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Uniform in (0, 1) for the key (a, b, c, d). */
export function uniform(a: number, b: number, c: number, d = 0): number {
  const h = mix(mix(mix(mix(a) ^ b) ^ Math.imul(c, 0x9e3779b1)) ^ Math.imul(d, 0x85ebca6b));
  return (h + 0.5) / 4_294_967_296;
}

/** Standard normal for the key (a, b, c, d), by Box–Muller on two independent uniforms. */
export function normal(a: number, b: number, c: number, d = 0): number {
  const u1 = uniform(a, b, c, d * 2 + 1);
  const u2 = uniform(a, b, c, d * 2 + 2);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}
