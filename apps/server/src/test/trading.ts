import type { Currency } from '@kabuto/shared/money';
import { ManualClock } from '../lib/clock.ts';
import { FixedMarket } from './fixed-market.ts';
import { customerIdOf, fund, makeReady } from './funding.ts';
import type { TestKabuto } from './kabuto.ts';
import { startTestKabuto } from './kabuto.ts';

export interface TradingSetup {
  k: TestKabuto;
  market: FixedMarket;
  clock: ManualClock;
}

/** A Kabuto whose prices the test sets (FixedMarket), on a fresh database. */
export async function startTradingKabuto(): Promise<TradingSetup> {
  const clock = new ManualClock('2026-03-10T01:30:00Z');
  const market = new FixedMarket(clock);
  const k = await startTestKabuto({}, { clock, market });
  return { k, market, clock };
}

/** A verified customer with a fund password and `amount` minor units of `currency`. */
export async function trader(k: TestKabuto, currency: Currency, amount: number) {
  const signed = await k.signUp();
  const id = await customerIdOf(k, signed.account);
  await makeReady(k, id);
  if (amount > 0) await fund(k, id, currency, amount);
  const cash = () => k.ctx.ledger.balance(k.ctx.db, { customerId: id, purpose: 'cash', currency });
  const margin = () =>
    k.ctx.ledger.balance(k.ctx.db, { customerId: id, purpose: 'margin', currency });
  return { ...signed, id, cash, margin };
}
