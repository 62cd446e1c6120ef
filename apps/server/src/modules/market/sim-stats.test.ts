import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import { INDICES, INSTRUMENTS } from './instruments.ts';
import { returnStats } from './sim-garch.ts';
import { SimulatedMarket } from './simulator.ts';

/** Real 2025 ranges of the main indices (low, high). */
const REAL_2025: Record<string, [number, number]> = {
  N225: [31_000, 50_500],
  TOPIX: [2_300, 3_400],
  SPX: [4_980, 6_900],
  DJI: [37_600, 48_300],
  IXIC: [15_300, 24_000],
  '000001.SH': [3_050, 4_030],
};

const sim = new SimulatedMarket({
  seed: 'kabuto',
  practice: false,
  clock: new ManualClock(new Date('2026-11-24T05:00:00Z')),
  instruments: INSTRUMENTS,
  indices: INDICES,
});
const closes = (code: string) => sim.bars(code, 'day', 'forward', 100_000).map((b) => b.close_e4);
const returns = (code: string) => {
  const c = closes(code);
  return c.slice(1).map((x, i) => Math.log(x / c[i]!));
};

describe('the simulated market is believable', () => {
  it('keeps index levels within 30 % of their real 2025 range', () => {
    for (const q of sim.indices()) {
      const range = REAL_2025[q.code];
      if (!range) continue;
      const level = q.level_e4 / 10_000;
      expect(level, q.code).toBeGreaterThan(range[0] * 0.7);
      expect(level, q.code).toBeLessThan(range[1] * 1.3);
    }
  });

  it('moves indices with their members: Nikkei 225 and TOPIX agree day by day', () => {
    const n225 = returns('N225');
    const topix = returns('TOPIX');
    const gaps = n225.map((r, i) => Math.abs(r - topix[i]!)).sort((a, b) => a - b);
    // Was: Nikkei −6.35 % while TOPIX +4.73 % on one day.
    expect(gaps[gaps.length - 1]).toBeLessThan(0.04);
    expect(gaps[Math.floor(gaps.length * 0.99)]).toBeLessThan(0.015);
    const opposite = n225.filter(
      (r, i) => Math.sign(r) !== Math.sign(topix[i]!) && Math.abs(r - topix[i]!) > 0.02,
    );
    expect(opposite.length).toBeLessThanOrEqual(3);
    const spx = returns('SPX');
    const aapl = returns('AAPL');
    const same = spx.filter((r, i) => Math.sign(r) === Math.sign(aapl[i]!)).length;
    expect(same / spx.length).toBeGreaterThan(0.65);
  });

  it('moves indices together in a practice session outside real hours', () => {
    const clock = new ManualClock(new Date('2026-11-21T03:00:00Z')); // Saturday
    const practice = new SimulatedMarket({
      seed: 'kabuto',
      practice: true,
      clock,
      instruments: INSTRUMENTS,
      indices: INDICES,
    });
    let agree = 0;
    for (let i = 0; i < 12; i += 1) {
      const change = (code: string) => {
        const q = practice.indices().find((x) => x.code === code)!;
        return q.level_e4 / q.prev_close_e4 - 1;
      };
      const spx = change('SPX');
      const ixic = change('IXIC');
      if (Math.sign(spx) === Math.sign(ixic)) agree += 1;
      expect(Math.abs(spx - ixic)).toBeLessThan(0.03);
      clock.advance(97 * 60_000);
    }
    expect(agree).toBeGreaterThanOrEqual(10);
  });

  it.each(['N225', 'TOPIX', '7203', '9984', 'SPX', 'IXIC', 'AAPL', 'JPM', '000001.SH', '600519'])(
    '%s: daily returns have fat tails and volatility clustering',
    (code) => {
      const s = returnStats(closes(code));
      expect(s.n).toBeGreaterThan(1_500);
      expect(s.kurtosis).toBeGreaterThan(1);
      expect(s.absAcf1).toBeGreaterThan(0.05);
      expect(s.volatility).toBeGreaterThan(0.1);
      expect(s.volatility).toBeLessThan(0.7);
    },
  );

  it('gives a Gaussian walk neither (the statistics can fail)', () => {
    let x = 1;
    let seed = 7;
    const walk = [1];
    for (let i = 0; i < 2_000; i += 1) {
      seed = (seed * 48_271) % 2_147_483_647;
      const u1 = seed / 2_147_483_647;
      seed = (seed * 48_271) % 2_147_483_647;
      const u2 = seed / 2_147_483_647;
      x *= Math.exp(0.01 * Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2));
      walk.push(x);
    }
    const s = returnStats(walk);
    expect(Math.abs(s.kurtosis)).toBeLessThan(0.5);
    expect(Math.abs(s.absAcf1)).toBeLessThan(0.05);
  });
});
