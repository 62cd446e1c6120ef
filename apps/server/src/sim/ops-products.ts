import { createHash } from 'node:crypto';
import type { OpMaker } from './op.ts';
import { amountText, op, someCustomer } from './op.ts';
import { SIM_STOCKS } from './market.ts';
import { customerPost, staffCall } from './world.ts';
import type { World } from './world.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function at(w: World, ms: number): string {
  return new Date(w.clock.now().getTime() + ms).toISOString();
}

/** The last price of a stock, which is on its tick grid: the reference price of blocks and IPOs. */
function referencePrice(w: World, code: string): number {
  return (w.market.quote(code)?.price_e4 ?? 10_000) / 10_000;
}

/**
 * The one place an IPO is created (prepaid or postpaid, at the reference price on the tick grid).
 * A change to how offerings are created and approved belongs here only.
 */
export const createIpo: OpMaker = async (w) => {
  const mode = w.rng.chance(0.5) ? 'prepaid' : 'postpaid';
  const quantity = w.rng.int(1, 20) * 100;
  const start = w.rng.int(0, 3) * HOUR;
  const price = referencePrice(w, '186A');
  const body = {
    code: '186A',
    name: { jp: 'シム新規公開', cn: '模拟新股', us: 'Sim IPO' },
    market: 'JP',
    mode,
    price,
    provisional_price: price,
    per: '20.0',
    quantity,
    lot: 100,
    max_lots: 5,
    sponsor: 'Kabuto Underwriting',
    subscribe_start: at(w, start),
    subscribe_end: at(w, start + DAY),
    draw_at: at(w, start + DAY + 2 * HOUR),
    pay_deadline: at(w, start + 2 * DAY),
    listing_at: at(w, start + 3 * DAY),
    distribution_at: at(w, start + 3 * DAY - 2 * HOUR),
  };
  const lotterySeed = Array.from({ length: 8 }, () => w.rng.int(0, 0xffff).toString(16)).join('');
  return op(`create IPO ${mode} ${quantity} shares at ${price}`, [], async () => {
    const res = await staffCall<{ id: number }>(w, 'POST', '/ipo', body);
    if (res.status !== 1) return [res];
    await fixLotterySeed(w, res.data.id, lotterySeed);
    const approval = await approvePrice(w, 'ipo', res.data.id);
    if (approval.status === 1) w.model.offerings.push(res.data.id);
    return [res, approval];
  });
};

/**
 * The one place a block offer is created (at the reference price on the tick grid). A change to
 * how blocks are created and approved belongs here only.
 */
export const createBlock: OpMaker = async (w) => {
  const stock = w.rng.pick(SIM_STOCKS);
  const withKey = w.rng.chance(0.3);
  const price = referencePrice(w, stock.code);
  const body = {
    code: stock.code,
    price,
    min_lots: 100,
    total_lots: w.rng.int(1, 10) * 100,
    deadline: at(w, w.rng.int(1, 30) * HOUR),
    lock_days: w.rng.int(0, 5),
    with_key: withKey,
  };
  return op(`create block ${JSON.stringify(body)}`, [], async () => {
    const res = await staffCall<{ id: number }>(w, 'POST', '/blocks', body);
    if (res.status !== 1) return [res];
    const approval = await approvePrice(w, 'block', res.data.id);
    if (approval.status === 1) w.model.blocks.push({ id: res.data.id, key: null });
    return [res, approval];
  });
};

/** The second staff member approves the price the first proposed (maker-checker). */
async function approvePrice(w: World, kind: 'block' | 'ipo', targetId: number) {
  const pending = await staffCall<{ id: number; kind: string; target_id: number }[]>(
    w,
    'GET',
    '/approvals?status=pending',
    undefined,
    'checker',
  );
  const proposal = pending.data.find((p) => p.kind === kind && p.target_id === targetId);
  if (!proposal) throw new Error(`no pending price proposal for ${kind} ${targetId}`);
  return staffCall(w, 'POST', `/approvals/${proposal.id}/approve`, {}, 'checker');
}

/**
 * The server draws an offering's lottery seed from the system's randomness; the simulation puts
 * one from its own PRNG in its place (with its published hash), so that a seed replays the same
 * winners.
 */
async function fixLotterySeed(w: World, id: number, seed: string): Promise<void> {
  await w.kabuto.ctx.db
    .updateTable('ipo_offerings')
    .set({ seed, seed_hash: createHash('sha256').update(seed).digest('hex') })
    .where('id', '=', id)
    .execute();
}

export const subscribeIpo: OpMaker = async (w) => {
  const c = someCustomer(w);
  if (!c || w.model.offerings.length === 0) return null;
  const id = w.rng.pick(w.model.offerings);
  const num = amountText(w, () => w.rng.int(1, 6));
  return op(`IPO subscribe ${c.account} offering ${id} lots ${num}`, [c], async () => [
    await customerPost(w, '/trade/newstockbuy', { id, num }, c.headers),
  ]);
};

export const payIpo: OpMaker = async (w) => {
  const c = someCustomer(w);
  if (!c) return null;
  const anyone = w.rng.chance(0.1);
  const subs = await w.kabuto.ctx.db
    .selectFrom('ipo_subscriptions')
    .select('id')
    .where('customer_id', anyone ? '<>' : '=', anyone ? -1 : c.id)
    .orderBy('id')
    .execute();
  if (subs.length === 0) return null;
  const id = w.rng.pick(subs).id;
  return op(`IPO pay ${c.account} subscription ${id}`, [c], async () => [
    await customerPost(w, '/trade/newstockpay', { id }, c.headers),
  ]);
};

export const buyBlock: OpMaker = async (w) => {
  const c = someCustomer(w);
  if (!c || w.model.blocks.length === 0) return null;
  const block = w.rng.pick(w.model.blocks);
  const num = amountText(w, () => w.rng.int(0, 4) * 100 + (w.rng.chance(0.1) ? 50 : 0));
  const fundPassword = w.rng.chance(0.9) ? '123456' : '654321';
  return op(`block buy ${c.account} offer ${block.id} ${num}`, [c], async () => [
    await customerPost(
      w,
      '/trade/dzbuy',
      { id: block.id, num, key: 'SIMKEY', fund_password: fundPassword },
      c.headers,
    ),
  ]);
};

export const createProduct: OpMaker = async (w) => {
  const type = w.rng.pick(['jpy', 'usd', 'cny'] as const);
  const body = {
    name: { jp: 'シム運用', cn: '模拟产品', us: 'Sim Fund' },
    issuer_name: 'Kabuto Desk',
    type,
    target_daily_bps: w.rng.int(0, 50),
    min_investment: String(w.rng.int(1, 10) * 1000),
    deadline: at(w, w.rng.int(1, 30) * DAY),
    lock_days: w.rng.int(0, 5),
  };
  return op(`create product ${JSON.stringify(body)}`, [], async () => {
    const res = await staffCall<{ id: number }>(w, 'POST', '/products', body);
    if (res.status === 1) w.model.products.push(res.data.id);
    return [res];
  });
};

/** The issuer's order or close in a product's own account. */
export const issuerTrade: OpMaker = async (w) => {
  if (w.model.products.length === 0) return null;
  const id = w.rng.pick(w.model.products);
  const stock = w.rng.pick(SIM_STOCKS);
  const body = {
    code: stock.code,
    num: String(w.rng.int(1, 20) * (stock.market === 'US' ? 1 : 100)),
    direction: w.rng.chance(0.7) ? 'long' : 'short',
    leverage: String(w.rng.pick([1, 2])),
  };
  if (w.rng.chance(0.3)) {
    return op(`issuer close product ${id}`, [], async () => {
      const held = await w.kabuto.ctx.db
        .selectFrom('products')
        .innerJoin('positions', 'positions.customer_id', 'products.issuer_customer_id')
        .select('positions.id')
        .where('products.id', '=', id)
        .where('positions.status', '=', 0)
        .orderBy('positions.id')
        .executeTakeFirst();
      if (!held) return [];
      return [await staffCall(w, 'POST', `/products/${id}/close`, { position_id: held.id })];
    });
  }
  return op(`issuer order product ${id} ${JSON.stringify(body)}`, [], async () => [
    await staffCall(w, 'POST', `/products/${id}/order`, body),
  ]);
};

export const followProduct: OpMaker = async (w) => {
  const c = someCustomer(w);
  if (!c || w.model.products.length === 0) return null;
  const id = w.rng.pick(w.model.products);
  const money = amountText(w, () => w.rng.int(1, 50) * 1000);
  return op(`follow ${c.account} product ${id} ${money}`, [c], async () => [
    await customerPost(w, '/trade/productbuy', { id, money }, c.headers),
  ]);
};

export const redeemFollow: OpMaker = async (w) => {
  const c = someCustomer(w);
  if (!c) return null;
  const anyone = w.rng.chance(0.1);
  const follows = await w.kabuto.ctx.db
    .selectFrom('product_follows')
    .select('id')
    .where('customer_id', anyone ? '<>' : '=', anyone ? -1 : c.id)
    .orderBy('id')
    .execute();
  if (follows.length === 0) return null;
  const id = w.rng.pick(follows).id;
  return op(`redeem ${c.account} follow ${id}`, [c], async () => [
    await customerPost(w, '/trade/productredeem', { id }, c.headers),
  ]);
};
