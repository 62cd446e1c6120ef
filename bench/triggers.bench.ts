/**
 * Trigger benchmark (issue 15): one tick judged by the trigger index for 100,000 resting stop
 * and exit orders over every instrument (stops, stop-limits, trailing stops and position exits),
 * next to the mark-to-market of 100,000 positions (the position book) measured in the same run.
 * Each tick moves every price a little, up and down in turn, so that trailing stops move their
 * triggers; the triggers are far enough that none fires (a fired entry leaves the index).
 * Target: p99 < 20 ms.
 */
import { INSTRUMENTS } from '../apps/server/src/modules/market/instruments.ts';
import { TriggerIndex } from '../apps/server/src/modules/trading/trigger-index.ts';
import { fmt, summarise } from './lib.ts';
import { markToMarket } from './trading.bench.ts';

const ORDERS = 100_000;
const RUNS = 200;

function filledIndex(): TriggerIndex {
  const index = new TriggerIndex();
  for (let i = 0; i < ORDERS; i += 1) {
    const inst = INSTRUMENTS[i % INSTRUMENTS.length]!;
    const price = Math.round(inst.reference_price * 10_000);
    const side = i % 2 === 0 ? 'long' : 'short';
    const away = (sign: number) => price + sign * Math.round(price * 0.2);
    const up = side === 'long' ? 1 : -1;
    const kind = i % 10;
    if (kind < 4) {
      // Exits: stop-loss 20% on the losing side, take-profit 20% on the winning side.
      index.setExits({
        id: i + 1,
        code: inst.code,
        side,
        stopLoss_e4: away(-up),
        takeProfit_e4: away(up),
      });
    } else {
      const trailing = kind >= 8 ? { e4: null, bps: 2_000 } : null;
      index.addStop({
        id: i + 1,
        code: inst.code,
        side,
        trigger_e4: away(up),
        trailing,
        watermark_e4: trailing ? price : null,
        expiresAt: '2099-01-01T00:00:00.000Z',
      });
    }
  }
  return index;
}

export function triggersBench(): string[] {
  const mtm = markToMarket();
  const index = filledIndex();
  const base = new Map(INSTRUMENTS.map((i) => [i.code, Math.round(i.reference_price * 10_000)]));
  const samples: number[] = [];
  let moved = 0;
  let fired = 0;
  // ±0.5–1%, alternating: trailing watermarks move on the favourable ticks. Made before the
  // timed loop, so that the harness allocates nothing while it runs.
  const ticks = Array.from({ length: RUNS }, (_, run) => {
    const factor = 1 + (run % 2 === 0 ? -0.005 : 0.005) * (1 + (run % 7) / 7);
    return new Map([...base].map(([code, p]) => [code, Math.round(p * factor)]));
  });
  for (const prices of ticks) {
    const t0 = performance.now();
    const result = index.tick((code) => prices.get(code));
    samples.push(performance.now() - t0);
    moved += result.moved.length;
    fired += result.stops.length + result.exits.length;
  }
  const ours = summarise(samples.slice(5));
  return [
    `triggers: 100,000 resting stops and exits over ${base.size} symbols, one tick p50 ${fmt(ours.p50, 2)} ms p99 ${fmt(ours.p99, 2)} ms (${index.size} in the index, ${moved} trailing moves, ${fired} fired over ${RUNS} ticks)`,
    `  beside mark-to-market of 100,000 positions, same run: p50 ${fmt(mtm.ours.p50, 2)} ms p99 ${fmt(mtm.ours.p99, 2)} ms; ratio triggers / mark-to-market p99 ×${fmt(ours.p99 / mtm.ours.p99, 2)}   target < 20 ms p99: ${ours.p99 < 20 ? 'met' : 'MISSED'}`,
  ];
}
