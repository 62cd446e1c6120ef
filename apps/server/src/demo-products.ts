/**
 * The demo's products (issue 14, "a full first run"): IPOs in every phase, block offers with and
 * without an access key, copy-trading products with a realised history. Seeded through the owners'
 * services as the back office would: one demo staff member proposes each price, a second approves
 * it. Past phases are reached by running the owners' commands with a clock standing at the time
 * each event happened. Each group is seeded once: a group that already has rows is left alone.
 *
 * This file is part of the composition root (it wires the back-office services of several
 * modules together), like app.ts.
 */
import type { Language } from '@kabuto/shared/catalogue';
import type { MarketCode } from '@kabuto/shared/markets';
import type { AppContext, SessionStaff } from './context.ts';
import type { Clock } from './lib/clock.ts';
import { approveProposal, staffProposals } from './modules/approvals/service.ts';
import {
  addBlockOffer,
  deliverOfferKey,
  staffBlockOffers,
} from './modules/blocks/admin-service.ts';
import { addProduct, staffProducts } from './modules/copy/admin-service.ts';
import { recordNavHistory } from './modules/copy/history.ts';
import { ensureVerifiedCustomer, findCustomerIdByAccount } from './modules/customers/service.ts';
import {
  DEMO_CHECKER,
  DEMO_CUSTOMER,
  DEMO_STAFF,
  fundDemoAccount,
} from './modules/demo/service.ts';
import { addOffering, staffOfferings } from './modules/ipo/admin-service.ts';
import { runDraws, runListings, subscribe } from './modules/ipo/service.ts';
import { PRICE_SCALE, toTick_e4 } from './modules/market/price-rules.ts';
import { createStaff, enableDemoStaffTotp, staffIdOf } from './modules/staff/service.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The second demo staff member: approves the prices the first one proposes (maker-checker). */
export { DEMO_CHECKER };

/**
 * Other demo customers who apply for the drawn and the listed offering, so each lottery has
 * several entrants. The demo customer itself holds no listed allotment: its first screens show
 * no live position (its figures stay those of its opening balances until it trades).
 */
const LOTTERY_ENTRANTS = ['0900000002', '0900000003', '0900000004'];
const ENTRANT_FUNDING = [{ currency: 'JPY', amount: 2_000_000 }] as const;

async function staffMember(
  ctx: AppContext,
  who: { username: string; password: string; totpSecret: string },
  roles: SessionStaff['roles'],
): Promise<SessionStaff> {
  let id = await staffIdOf(ctx.db, who.username);
  if (id === undefined) {
    const { username, password } = who;
    await createStaff(ctx.db, ctx.clock, ctx.config.passwordHashing, { username, password, roles });
    id = await staffIdOf(ctx.db, who.username);
  }
  await enableDemoStaffTotp(ctx, who.username, who.totpSecret);
  if (id === undefined) throw new Error(`demo staff ${who.username} missing`);
  return { id, username: who.username, roles };
}

/** The context with a clock standing at `at` (the owners' commands then date what they write). */
function at(ctx: AppContext, instant: number): AppContext {
  const clock: Clock = { now: () => new Date(instant) };
  return { ...ctx, clock };
}

/** A price near the simulated market's, on the tick grid, in currency units. */
function priceNear(ctx: AppContext, code: string, factor: number): number {
  const inst = ctx.market.instrument(code);
  const quote = ctx.market.quote(code);
  if (!inst || !quote) throw new Error(`demo: no quote for ${code}`);
  return toTick_e4(inst.market, (quote.price_e4 / PRICE_SCALE) * factor) / PRICE_SCALE;
}

/** Approves every pending proposal (the checker is never the maker). */
async function approveAll(ctx: AppContext, checker: SessionStaff): Promise<void> {
  for (const p of await staffProposals(ctx, 'pending')) await approveProposal(ctx, checker, p.id);
}

interface IpoPlan {
  code: string;
  market: MarketCode;
  name: Record<Language, string>;
  mode: 'prepaid' | 'postpaid';
  /** Subscription start, relative to now, in days; the other dates follow it. */
  startDays: number;
  quantity: number;
  /** Lots the demo customer applies for (none: the customer can still apply). */
  demoLots?: number;
  entrants?: boolean;
}

const IPO_PLANS: readonly IpoPlan[] = [
  {
    code: '6758',
    market: 'JP',
    name: { jp: 'ソニーグループ（上場済み）', cn: '索尼集团（已上市）', us: 'Sony Group (listed)' },
    mode: 'prepaid',
    startDays: -14,
    quantity: 500,
    entrants: true,
  },
  {
    code: '9432',
    market: 'JP',
    name: { jp: 'NTT（抽選済み）', cn: 'NTT（已抽签）', us: 'NTT (drawn)' },
    mode: 'postpaid',
    startDays: -6,
    quantity: 500,
    demoLots: 300,
    entrants: true,
  },
  {
    code: '601012',
    market: 'CN',
    name: {
      jp: '隆基緑能（抽選待ち）',
      cn: '隆基绿能（待抽签）',
      us: 'LONGi Green (awaiting draw)',
    },
    mode: 'prepaid',
    startDays: -3,
    quantity: 2_000,
    demoLots: 100,
  },
  {
    code: '6861',
    market: 'JP',
    name: { jp: 'キーエンス（申込受付中）', cn: '基恩士（申购中）', us: 'Keyence (open)' },
    mode: 'prepaid',
    startDays: -1,
    quantity: 1_000,
  },
  {
    code: 'AVGO',
    market: 'US',
    name: { jp: 'ブロードコム（近日公開）', cn: '博通（即将申购）', us: 'Broadcom (upcoming)' },
    mode: 'postpaid',
    startDays: 2,
    quantity: 1_000,
  },
];

/** The dates of a plan: subscription 2 days, draw a day later, listing 4 days after the draw. */
function ipoDates(now: number, plan: IpoPlan) {
  const start = now + plan.startDays * DAY;
  const t = (days: number) => new Date(start + days * DAY).toISOString();
  return {
    subscribe_start: t(0),
    subscribe_end: plan.startDays === -3 ? new Date(now - HOUR).toISOString() : t(2),
    draw_at: plan.startDays === -3 ? t(4) : t(3),
    pay_deadline: plan.startDays === -6 ? t(8) : t(5),
    distribution_at: t(6.5),
    listing_at: t(7),
  };
}

async function seedIpos(ctx: AppContext, maker: SessionStaff, checker: SessionStaff) {
  if ((await staffOfferings(ctx, 'us')).length > 0) return;
  const now = ctx.clock.now().getTime();
  const demoId = await findCustomerIdByAccount(ctx.db, DEMO_CUSTOMER.account);
  if (demoId === undefined) return;
  const entrants = [];
  for (const account of LOTTERY_ENTRANTS) {
    const id = await ensureVerifiedCustomer(ctx, { ...DEMO_CUSTOMER, account });
    await fundDemoAccount(ctx, id, ENTRANT_FUNDING);
    entrants.push(id);
  }
  for (const plan of IPO_PLANS) {
    const dates = ipoDates(now, plan);
    const created = Math.min(new Date(dates.subscribe_start).getTime() - DAY, now);
    const then = at(ctx, created);
    const price = priceNear(ctx, plan.code, 1);
    const o = await addOffering(
      then,
      maker,
      {
        code: plan.code,
        name: plan.name,
        market: plan.market,
        mode: plan.mode,
        price,
        provisional_price: priceNear(ctx, plan.code, 0.95),
        per: '18.4',
        quantity: plan.quantity,
        lot: 1,
        max_lots: 1_000,
        sponsor: 'Kabuto Securities',
        ...dates,
      },
      'us',
    );
    await approveAll(then, checker);
    const open = at(ctx, new Date(dates.subscribe_start).getTime() + HOUR);
    if (plan.demoLots) await subscribe(open, demoId, { id: o.id, num: String(plan.demoLots) });
    if (plan.entrants)
      for (const [i, id] of entrants.entries())
        await subscribe(open, id, { id: o.id, num: String((i + 2) * 100) });
    const drawAt = new Date(dates.draw_at).getTime();
    if (drawAt <= now) await runDraws(at(ctx, drawAt));
    const listAt = new Date(dates.listing_at).getTime();
    if (listAt <= now) await runListings(at(ctx, listAt));
  }
}

async function seedBlocks(ctx: AppContext, maker: SessionStaff, checker: SessionStaff) {
  if ((await staffBlockOffers(ctx, 'us')).length > 0) return;
  const deadline = new Date(ctx.clock.now().getTime() + 5 * DAY).toISOString();
  const plans = [
    { code: '8058', factor: 0.95, with_key: false, lock_days: 30 },
    { code: 'NVDA', factor: 0.96, with_key: false, lock_days: 14 },
    { code: '8306', factor: 0.93, with_key: true, lock_days: 60 },
  ];
  const ids: { id: number; with_key: boolean }[] = [];
  for (const p of plans) {
    const offer = await addBlockOffer(
      ctx,
      maker,
      {
        code: p.code,
        price: priceNear(ctx, p.code, p.factor),
        min_lots: 100,
        total_lots: 5_000,
        deadline,
        lock_days: p.lock_days,
        with_key: p.with_key,
      },
      'us',
    );
    ids.push({ id: offer.id, with_key: p.with_key });
  }
  await approveAll(ctx, checker);
  for (const o of ids)
    if (o.with_key) await deliverOfferKey(ctx, maker, o.id, DEMO_CUSTOMER.account);
}

const COPY_PLANS = [
  {
    name: { jp: '日本株バリュー戦略', cn: '日本价值股策略', us: 'Japan value strategy' },
    issuer: 'Kabuto Asset Management',
    type: 'jpy' as const,
    basket: ['7203', '8306', '9432', '6501'],
    target: 12,
    min: '100000',
  },
  {
    name: { jp: '米国テック成長戦略', cn: '美国科技成长策略', us: 'US tech growth strategy' },
    issuer: 'Kabuto Asset Management',
    type: 'usd' as const,
    basket: ['AAPL', 'MSFT', 'NVDA', 'GOOGL'],
    target: 18,
    min: '1000',
  },
  {
    name: { jp: '中国ブルーチップ戦略', cn: '中国蓝筹策略', us: 'China blue-chip strategy' },
    issuer: 'Kabuto Asset Management',
    type: 'cny' as const,
    basket: ['600519', '601318', '600036', '600900'],
    target: 8,
    min: '5000',
  },
];

/**
 * The realised NAV of an equal-weight basket over the simulated market's last 91 daily closes,
 * scaled so that the last day is 1.000000: the product's own account starts today at NAV 1.
 */
function basketHistory(ctx: AppContext, basket: readonly string[]) {
  const series = basket.map((code) => ctx.market.bars(code, 'day', 'forward', 91));
  const days = Math.min(...series.map((s) => s.length));
  const points: { date: string; nav_e6: number }[] = [];
  for (let d = 0; d < days; d += 1) {
    let ratio = 0;
    for (const s of series) {
      const bars = s.slice(-days);
      ratio += bars[d]!.close_e4 / bars[days - 1]!.close_e4 / series.length;
    }
    const date = series[0]!.slice(-days)[d]!.time.slice(0, 10);
    points.push({ date, nav_e6: Math.round(ratio * 1_000_000) });
  }
  const today = ctx.clock.now().toISOString().slice(0, 10);
  return points.filter((p) => p.date < today);
}

async function seedCopy(ctx: AppContext, maker: SessionStaff) {
  if ((await staffProducts(ctx, 'us')).length > 0) return;
  const deadline = new Date(ctx.clock.now().getTime() + 60 * DAY).toISOString();
  for (const plan of COPY_PLANS) {
    const product = await addProduct(
      ctx,
      maker,
      {
        name: plan.name,
        issuer_name: plan.issuer,
        type: plan.type,
        target_daily_bps: plan.target,
        min_investment: plan.min,
        deadline,
        lock_days: 7,
      },
      'us',
    );
    await recordNavHistory(ctx.db, product.id, basketHistory(ctx, plan.basket));
  }
}

/** Seeds the demo's products; run after `seedDemo` (the demo customer and staff exist). */
export async function seedDemoProducts(ctx: AppContext): Promise<void> {
  const maker = await staffMember(ctx, DEMO_STAFF, ['admin']);
  // An admin too, so that the demo's four-eyes changes (settings, corrections) have a checker.
  const checker = await staffMember(ctx, DEMO_CHECKER, ['admin']);
  await seedIpos(ctx, maker, checker);
  await seedBlocks(ctx, maker, checker);
  await seedCopy(ctx, maker);
}
