import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import type { IndexSeed, InstrumentSeed } from './instrument-types.ts';
import { PRICE_SCALE, isOnTick, priceLimits } from './price-rules.ts';
import { SimulatedMarket } from './simulator.ts';

const name = (us: string) => ({ cn: `${us}中`, us, jp: `${us}日` });
const FIXTURE: InstrumentSeed[] = [
  {
    code: '9999',
    market: 'JP',
    exchange: 'XTKS',
    board: 'prime',
    name: name('Splitter'),
    sector: 'Technology',
    reference_price: 2_400,
    shares_outstanding: 500_000_000,
    volatility: 0.3,
    beta: 1.1,
    actions: [
      { kind: 'dividend', date: '2023-03-30', amount: 40 },
      { kind: 'split', date: '2024-06-03', ratio: 2 },
      { kind: 'dividend', date: '2025-03-28', amount: 25 },
    ],
  },
  {
    code: '688999',
    market: 'CN',
    exchange: 'XSHG',
    board: 'star',
    name: name('Star'),
    sector: 'Technology',
    reference_price: 80,
    shares_outstanding: 1_000_000_000,
    volatility: 0.55,
    beta: 1.4,
    actions: [],
  },
  {
    code: 'ZZZZ',
    market: 'US',
    exchange: 'XNAS',
    board: 'nasdaq',
    name: name('Zed'),
    sector: 'Technology',
    reference_price: 150,
    shares_outstanding: 2_000_000_000,
    volatility: 0.35,
    beta: 1.2,
    actions: [],
  },
];
const INDEX_FIXTURE: IndexSeed[] = [
  {
    code: 'N225',
    market: 'JP',
    name: name('Nikkei'),
    reference_level: 40_000,
    volatility: 0.2,
    quote_only: false,
  },
  {
    code: 'SPX',
    market: 'US',
    name: name('SPX'),
    reference_level: 6_000,
    volatility: 0.17,
    quote_only: false,
  },
  {
    code: 'CSI',
    market: 'CN',
    name: name('CSI'),
    reference_level: 3_900,
    volatility: 0.2,
    quote_only: false,
  },
];

function market(at: string, seed = 'test-seed', practice = false) {
  const clock = new ManualClock(at);
  return {
    clock,
    sim: new SimulatedMarket({
      seed,
      practice,
      clock,
      instruments: FIXTURE,
      indices: INDEX_FIXTURE,
    }),
  };
}

// Tuesday 2026-03-10, 10:30 JST: Tokyo is open.
const TOKYO_MORNING = '2026-03-10T01:30:00Z';

describe('the simulated market', () => {
  it('gives identical series for the same seed and clock, and different ones for another seed', () => {
    const a = market(TOKYO_MORNING).sim;
    const b = market(TOKYO_MORNING).sim;
    const c = market(TOKYO_MORNING, 'another-seed').sim;
    expect(a.bars('9999', 'day', 'none', 2000)).toEqual(b.bars('9999', 'day', 'none', 2000));
    expect(a.bars('688999', '5m', 'none', 500)).toEqual(b.bars('688999', '5m', 'none', 500));
    expect(a.quote('9999')).toEqual(b.quote('9999'));
    expect(a.bars('9999', 'day', 'none', 50)).not.toEqual(c.bars('9999', 'day', 'none', 50));
  });

  it('keeps more than five years of daily history', () => {
    const bars = market(TOKYO_MORNING).sim.bars('9999', 'day', 'none', 5000);
    expect(bars.length).toBeGreaterThan(5 * 240);
    expect(bars[0]!.time <= '2021-03-10').toBe(true);
  });

  it('makes the forward-adjusted series continuous across a split while the raw one jumps', () => {
    const { sim } = market(TOKYO_MORNING);
    const raw = sim.bars('9999', 'day', 'none', 5000);
    const fwd = sim.bars('9999', 'day', 'forward', 5000);
    const back = sim.bars('9999', 'day', 'backward', 5000);
    const ex = raw.findIndex((b) => b.time.startsWith('2024-06-03'));
    expect(ex).toBeGreaterThan(0);
    const rawJump = raw[ex]!.close_e4 / raw[ex - 1]!.close_e4;
    const fwdJump = fwd[ex]!.close_e4 / fwd[ex - 1]!.close_e4;
    expect(rawJump).toBeLessThan(0.65); // about halved by the 2-for-1 split
    expect(Math.abs(Math.log(fwdJump))).toBeLessThan(0.12); // an ordinary day's move
    // Forward adjustment leaves the latest prices as traded; backward leaves the earliest.
    expect(fwd.at(-1)!.close_e4).toBe(raw.at(-1)!.close_e4);
    expect(back[0]!.close_e4).toBe(Math.round(raw[0]!.close_e4 / 100) * 100);
    expect(fwd[0]!.close_e4).not.toBe(raw[0]!.close_e4);
  });

  it('puts every raw price on a tick and inside the daily limits', () => {
    const { sim } = market(TOKYO_MORNING);
    for (const code of ['9999', '688999']) {
      const bars = sim.bars(code, 'day', 'none', 5000);
      const m = code === '9999' ? 'JP' : 'CN';
      for (let i = 1; i < bars.length; i += 1) {
        const bar = bars[i]!;
        for (const p of [bar.open_e4, bar.high_e4, bar.low_e4, bar.close_e4])
          expect(isOnTick(m, p)).toBe(true);
        expect(bar.low_e4).toBeLessThanOrEqual(Math.min(bar.open_e4, bar.close_e4));
        expect(bar.high_e4).toBeGreaterThanOrEqual(Math.max(bar.open_e4, bar.close_e4));
      }
    }
    const quote = sim.quote('688999')!;
    const limits = priceLimits('CN', 'star', quote.prev_close_e4)!;
    expect(quote.limit_up_e4).toBe(limits.up_e4);
    expect(quote.price_e4).toBeLessThanOrEqual(limits.up_e4);
    expect(quote.price_e4).toBeGreaterThanOrEqual(limits.down_e4);
    expect(sim.quote('ZZZZ')!.limit_up_e4).toBeNull();
  });

  it('builds minute bars that open at the day open and close at the day close, with U-shaped volume', () => {
    const { sim } = market('2026-03-10T07:00:00Z'); // after the Tokyo close
    const day = sim.bars('9999', 'day', 'none', 1)[0]!;
    const minutes = sim.bars('9999', '5m', 'none', 66); // 330 minutes = 66 five-minute bars
    expect(minutes).toHaveLength(66);
    expect(minutes[0]!.open_e4).toBe(day.open_e4);
    expect(minutes.at(-1)!.close_e4).toBe(day.close_e4);
    expect(Math.max(...minutes.map((b) => b.high_e4))).toBe(day.high_e4);
    expect(Math.min(...minutes.map((b) => b.low_e4))).toBe(day.low_e4);
    expect(minutes.reduce((t, b) => t + b.volume, 0)).toBe(day.volume);
    const edge = minutes[0]!.volume + minutes.at(-1)!.volume;
    const middle = minutes[32]!.volume + minutes[33]!.volume;
    expect(edge).toBeGreaterThan(middle);
    // Minute bars start at 9:00 and resume at 12:30 after lunch.
    expect(minutes[0]!.time).toBe('2026-03-10T00:00:00.000Z');
    expect(minutes[30]!.time).toBe('2026-03-10T03:30:00.000Z');
  });

  it('gives an index its members’ volume, minute by minute and for the day', () => {
    const clock = new ManualClock('2026-03-10T07:00:00Z'); // after the Tokyo close
    const prime: IndexSeed = {
      code: 'PRIME',
      market: 'JP',
      name: name('Prime'),
      reference_level: 3_000,
      volatility: 0.18,
      quote_only: false,
      members: { exchanges: ['XTKS'] },
    };
    const sim = new SimulatedMarket({
      seed: 'test-seed',
      practice: false,
      clock,
      instruments: FIXTURE,
      indices: [prime],
    });
    const member = sim.bars('9999', 'day', 'none', 5);
    const index = sim.bars('PRIME', 'day', 'none', 5);
    expect(index.map((b) => b.volume)).toEqual(member.map((b) => b.volume));
    expect(index.at(-1)!.volume).toBeGreaterThan(0);
    const memberMinutes = sim.bars('9999', '5m', 'none', 66);
    const indexMinutes = sim.bars('PRIME', '5m', 'none', 66);
    expect(indexMinutes.map((b) => b.volume)).toEqual(memberMinutes.map((b) => b.volume));
    expect(indexMinutes.reduce((t, b) => t + b.volume, 0)).toBe(index.at(-1)!.volume);
    const shares = sim.timeShare('PRIME').map((p) => p.volume);
    expect(shares).toEqual(sim.timeShare('9999').map((p) => p.volume));
  });

  it('moves the live price second by second while the market is open, and not while closed', () => {
    const { clock, sim } = market(TOKYO_MORNING);
    const seen = new Set<number>();
    for (let i = 0; i < 180; i += 1) {
      seen.add(sim.quote('9999')!.price_e4);
      clock.advance(1_000);
    }
    expect(seen.size).toBeGreaterThan(3);
    clock.set('2026-03-14T03:00:00Z'); // Saturday
    const a = sim.quote('9999')!;
    clock.advance(60_000);
    expect(sim.quote('9999')!.price_e4).toBe(a.price_e4);
    expect(a.session.session).toBe('closed');
  });

  it('keeps moving in a practice session outside real hours', () => {
    const { clock, sim } = market('2026-03-14T03:00:00Z', 'test-seed', true);
    const seen = new Set<number>();
    for (let i = 0; i < 30; i += 1) {
      seen.add(sim.quote('9999')!.price_e4);
      clock.advance(60_000);
    }
    expect(seen.size).toBeGreaterThan(3);
    expect(sim.quote('9999')!.session).toMatchObject({ session: 'open', practice: true });
  });

  it('ends the time-sharing series at the quoted price in a practice session too', () => {
    const { clock, sim } = market('2026-03-14T03:00:00Z', 'test-seed', true);
    for (let i = 0; i < 3; i += 1) {
      const points = sim.timeShare('9999');
      expect(points.at(-1)!.price_e4).toBe(sim.quote('9999')!.price_e4);
      expect(points.at(-1)!.time <= clock.now().toISOString()).toBe(true);
      clock.advance(90_000);
    }
  });

  it('publishes investor-type net buying that sums to zero and scales with turnover', () => {
    const flows = market('2026-03-10T07:00:00Z').sim.flows('JP');
    expect(flows.individuals + flows.foreigners + flows.institutions).toBe(0);
    expect(flows.turnover).toBeGreaterThan(0);
    expect(Math.abs(flows.individuals)).toBeLessThan(flows.turnover * 0.2);
  });

  it('quotes the nine currencies around realistic levels, consistently both ways', () => {
    const { sim } = market(TOKYO_MORNING);
    expect(sim.fxRate('USD', 'JPY')).toBeGreaterThan(100);
    expect(sim.fxRate('USD', 'JPY')).toBeLessThan(200);
    expect(sim.fxRate('USD', 'VND')).toBeGreaterThan(20_000);
    expect(sim.fxRate('JPY', 'USD') * sim.fxRate('USD', 'JPY')).toBeCloseTo(1, 10);
    expect(sim.fxRate('CNY', 'JPY')).toBeCloseTo(
      sim.fxRate('USD', 'JPY') / sim.fxRate('USD', 'CNY'),
      10,
    );
  });

  it('moves a stock with its index (positive correlation of daily returns)', () => {
    const { sim } = market(TOKYO_MORNING);
    const stock = sim.bars('9999', 'day', 'forward', 1000).map((b) => b.close_e4);
    const index = sim.bars('N225', 'day', 'none', 1000).map((b) => b.close_e4);
    const r = (xs: number[]) => xs.slice(1).map((x, i) => Math.log(x / xs[i]!));
    const a = r(stock);
    const b = r(index);
    const mean = (xs: number[]) => xs.reduce((t, x) => t + x, 0) / xs.length;
    const ma = mean(a);
    const mb = mean(b);
    let cov = 0;
    let va = 0;
    let vb = 0;
    for (let i = 0; i < a.length; i += 1) {
      cov += (a[i]! - ma) * (b[i]! - mb);
      va += (a[i]! - ma) ** 2;
      vb += (b[i]! - mb) ** 2;
    }
    expect(cov / Math.sqrt(va * vb)).toBeGreaterThan(0.4);
    expect(PRICE_SCALE).toBe(10_000);
  });
});
