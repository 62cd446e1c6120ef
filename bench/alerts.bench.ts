/**
 * Price-alert benchmark (issue 17): evaluating 100,000 armed alerts over the 180 instruments on
 * one tick of every instrument, next to the mark-to-market of 100,000 positions measured in the
 * same run (trading.bench.ts). Two ticks: a quiet one that crosses nothing (the usual second) and
 * a 1 % move that crosses about 1,700 alerts (taken out of the book, put back for the next run).
 */
import { AlertBook } from '../apps/server/src/modules/insight/alert-book.ts';
import type { AlertTick, ArmedAlert } from '../apps/server/src/modules/insight/alert-book.ts';
import { INSTRUMENTS } from '../apps/server/src/modules/market/instruments.ts';
import { fmt, summarise } from './lib.ts';
import { markToMarket } from './trading.bench.ts';

const ALERTS = 100_000;
const RUNS = 30;

function armedAlerts(): ArmedAlert[] {
  const alerts: ArmedAlert[] = [];
  for (let i = 0; i < ALERTS; i += 1) {
    const inst = INSTRUMENTS[i % INSTRUMENTS.length]!;
    const ref = Math.round(inst.reference_price * 10_000);
    // Spread from 0.5 % to 20 % away from the reference price, or 0.5–20 % of day change.
    const away = 0.005 + ((i * 7919) % 1000) / 5_000;
    const kind = (['above', 'below', 'change_pct'] as const)[i % 3]!;
    const value_e4 =
      kind === 'above'
        ? Math.round(ref * (1 + away))
        : kind === 'below'
          ? Math.round(ref * (1 - away))
          : Math.round(away * 100 * 10_000);
    alerts.push({ id: i + 1, customerId: (i % 5_000) + 1, code: inst.code, kind, value_e4 });
  }
  return alerts;
}

function ticksAt(move: number): AlertTick[] {
  return INSTRUMENTS.map((inst) => {
    const ref = Math.round(inst.reference_price * 10_000);
    return { code: inst.code, price_e4: Math.round(ref * (1 + move)), prev_close_e4: ref };
  });
}

export function alertEvaluation() {
  const book = new AlertBook();
  book.load(armedAlerts());
  const quiet = ticksAt(0.001);
  const moving = ticksAt(0.01);
  const quietSamples: number[] = [];
  const movingSamples: number[] = [];
  let crossed = 0;
  for (let run = 0; run < RUNS; run += 1) {
    let t0 = performance.now();
    book.crossed(quiet);
    quietSamples.push(performance.now() - t0);
    t0 = performance.now();
    const fired = book.crossed(moving);
    movingSamples.push(performance.now() - t0);
    crossed = fired.length;
    for (const { alert } of fired) book.add(alert);
  }
  return {
    quiet: summarise(quietSamples.slice(5)),
    moving: summarise(movingSamples.slice(5)),
    crossed,
  };
}

export function alertsBench(): string[] {
  const mtm = markToMarket();
  const alerts = alertEvaluation();
  const ratio = (ours: number) => fmt(ours / mtm.ours.p50, 3);
  return [
    `price alerts: ${ALERTS.toLocaleString('en')} armed alerts over ${INSTRUMENTS.length} symbols, one tick of every symbol`,
    `  quiet tick (nothing crossed): p50 ${fmt(alerts.quiet.p50, 3)} ms, p99 ${fmt(alerts.quiet.p99, 3)} ms (×${ratio(alerts.quiet.p50)} of mark-to-market)`,
    `  1 % move (${alerts.crossed} crossed): p50 ${fmt(alerts.moving.p50, 3)} ms, p99 ${fmt(alerts.moving.p99, 3)} ms (×${ratio(alerts.moving.p50)} of mark-to-market)`,
    `  mark-to-market of 100,000 positions, same run: p50 ${fmt(mtm.ours.p50)} ms, p99 ${fmt(mtm.ours.p99)} ms`,
  ];
}
