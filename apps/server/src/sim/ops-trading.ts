import type { OpMaker } from './op.ts';
import { amountText, op, someCustomer } from './op.ts';
import { SIM_STOCKS } from './market.ts';
import { customerPost } from './world.ts';
import type { SimCustomer, World } from './world.ts';
import { tickSize_e4 } from '../modules/market/price-rules.ts';

/** A limit price on the tick grid, a few ticks from the last price. */
function limitPrice(w: World, code: string): string {
  const quote = w.market.quote(code);
  if (!quote) return '1';
  const tick = tickSize_e4(quote.market, quote.price_e4);
  const price_e4 = Math.max(tick, quote.price_e4 + w.rng.int(-5, 5) * tick);
  return String(price_e4 / 10_000);
}

/** A stock order of any kind: market or limit, long or short, with leverage, some intraday. */
export const placeOrder: OpMaker = async (w) => {
  const c = someCustomer(w);
  if (!c) return null;
  const stock = w.rng.pick(SIM_STOCKS);
  const code = w.rng.chance(0.97) ? stock.code : 'ZZZZ';
  const direction = w.rng.chance(0.7) ? 'long' : 'short';
  const leverage = String(w.rng.pick([1, 1, 1, 2, 3, 4, 5, 7]));
  const priceType = w.rng.chance(0.6) ? 'market' : 'limit';
  const num = amountText(w, () => w.rng.int(1, 30) * (stock.market === 'US' ? 1 : 100));
  const body: Record<string, string> = { code, num, direction, leverage, price_type: priceType };
  if (priceType === 'limit') body.price = limitPrice(w, stock.code);
  if (w.rng.chance(0.15)) body.intraday = '1';
  if (w.rng.chance(0.3)) body.nonce = `o${w.rng.int(0, 1e9)}`;
  return op(`order ${c.account} ${JSON.stringify(body)}`, [c], async () => [
    await customerPost(w, '/trade/buy', body, c.headers),
  ]);
};

/** The customer's open positions; now and then anyone's, which the customer may not touch. */
async function openPositionsOf(w: World, c: SimCustomer) {
  let query = w.kabuto.ctx.db
    .selectFrom('positions')
    .select(['id', 'quantity', 'direction'])
    .where('status', '=', 0);
  if (w.rng.chance(0.9)) query = query.where('customer_id', '=', c.id);
  return query.orderBy('id').execute();
}

export const closePosition: OpMaker = async (w) => {
  const c = someCustomer(w);
  if (!c) return null;
  const open = await openPositionsOf(w, c);
  if (open.length === 0) return null;
  const p = w.rng.pick(open);
  return op(`close ${c.account} position ${p.id}`, [c], async () => [
    await customerPost(w, '/trade/sell', { id: p.id }, c.headers),
  ]);
};

export const cancelOrder: OpMaker = async (w) => {
  const c = someCustomer(w);
  if (!c) return null;
  const pending = await w.kabuto.ctx.db
    .selectFrom('orders')
    .select('id')
    .where('customer_id', '=', c.id)
    .where('status', 'in', ['pending', 'queued'])
    .orderBy('id')
    .execute();
  const id = pending.length > 0 ? w.rng.pick(pending).id : 999_999;
  return op(`cancel ${c.account} order ${id}`, [c], async () => [
    await customerPost(w, '/trade/cancel', { id }, c.headers),
  ]);
};

/** Lends part (or, now and then, more than all) of a long position. */
export const lendShares: OpMaker = async (w) => {
  const c = someCustomer(w);
  if (!c) return null;
  const longs = (await openPositionsOf(w, c)).filter((p) => p.direction === 'long');
  if (longs.length === 0) return null;
  const p = w.rng.pick(longs);
  const num = String(w.rng.chance(0.8) ? w.rng.int(1, p.quantity) : p.quantity + 100);
  return op(`lend ${c.account} position ${p.id} ${num}`, [c], async () => [
    await customerPost(w, '/trade/lend', { id: p.id, num }, c.headers),
  ]);
};

export const recallShares: OpMaker = async (w) => {
  const c = someCustomer(w);
  if (!c) return null;
  const loans = await w.kabuto.ctx.db
    .selectFrom('share_loans')
    .select('id')
    .where('customer_id', '=', c.id)
    .where('status', '=', 'lent')
    .orderBy('id')
    .execute();
  if (loans.length === 0) return null;
  const id = w.rng.pick(loans).id;
  return op(`recall ${c.account} loan ${id}`, [c], async () => [
    await customerPost(w, '/trade/recall', { id }, c.headers),
  ]);
};

export const applyIntraday: OpMaker = async (w) => {
  const c = someCustomer(w);
  if (!c) return null;
  const type = w.rng.pick(['jpy', 'usd', 'cny'] as const);
  const money = amountText(w, () => w.rng.int(1, 50) * 10_000);
  return op(`day trading ${c.account} ${type} ${money}`, [c], async () => [
    await customerPost(w, '/trade/rnjyapply', { type, money }, c.headers),
  ]);
};
