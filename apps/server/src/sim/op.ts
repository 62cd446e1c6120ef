import type { Answer, SimCustomer, World } from './world.ts';

/** One step's operation: a label that names it with every parameter, and the calls it makes. */
export interface Op {
  label: string;
  /** The customers it acts for (their account figures are checked after the step). */
  customers: SimCustomer[];
  run(): Promise<Answer[]>;
}

/** Draws an operation from the world's state and PRNG; null when there is nothing to do it on. */
export type OpMaker = (w: World) => Promise<Op | null>;

export function op(label: string, customers: SimCustomer[], run: () => Promise<Answer[]>): Op {
  return { label, customers, run };
}

/** A customer of the model, or null when there is none yet. */
export function someCustomer(w: World): SimCustomer | null {
  if (w.focus) return w.focus;
  const list = w.model.customers;
  return list.length === 0 ? null : w.rng.pick(list);
}

/** A good amount most of the time; now and then a malformed or out-of-range one. */
export function amountText(w: World, good: () => number): string {
  if (w.rng.chance(0.9)) return String(good());
  return w.rng.pick(['', '0', '-100', '1e3', '12.345', 'abc', '99999999999999', ' 10']);
}

export const MARKET_OF_CURRENCY = { JPY: 'jpy', USD: 'usd', CNY: 'cny' } as const;
