import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { PNG_BYTES, multipart, staffCall, staffToken } from '../../test/funding.ts';
import { approvedBlock, approvedOffering, offeringDraft } from '../../test/products.ts';
import type { TestKabuto } from '../../test/kabuto.ts';
import { checkLedgerAfterEach, tableCounts } from '../../test/kabuto.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Body = { status: number; msg: string; data: unknown };
type Customer = Awaited<ReturnType<typeof trader>> & { cardId: number };

/** Every table a product request writes to: "writes nothing" compares two of these. */
const WRITTEN: readonly (keyof Database)[] = [
  'orders',
  'positions',
  'ipo_subscriptions',
  'block_purchases',
  'product_follows',
  'intraday_applications',
  'share_loans',
  'recharges',
  'withdrawals',
  'exchanges',
  'loans',
  'uploads',
  'review_items',
  'ledger_transfers',
  'ledger_postings',
];

/**
 * The customer-standing rule (customers/standing.ts) seen from outside: every product refuses a
 * restricted customer with the restriction's own message, in one order, and writes nothing; a
 * customer without the restriction gets through the very same requests.
 */
describe('customer standing across every product', () => {
  let s: TradingSetup;
  let k: TestKabuto;
  let staff: string;
  let ipoId = 0;
  let blockId = 0;
  let productId = 0;

  beforeAll(async () => {
    s = await startTradingKabuto(); // Tuesday 10:30 in Tokyo: markets open, a funding day
    k = s.k;
    staff = await staffToken(k, 'desk');
    s.market.set('7203', 2500);
    s.market.set('6758', 3000);
    s.market.set('186A', 850);
    const ipo = await approvedOffering(k, offeringDraft(s.clock.now()));
    ipoId = ipo.id;
    const block = await approvedBlock(k, {
      code: '6758',
      price: 2800,
      min_lots: 100,
      total_lots: 10_000,
      deadline: new Date(s.clock.now().getTime() + 4 * HOUR).toISOString(),
      lock_days: 30,
    });
    blockId = block.id;
    const product = await staffCall(k, staff, 'POST', '/products', {
      name: { jp: '日本株', cn: '日股', us: 'Japan equities' },
      issuer_name: 'Kabuto Desk',
      type: 'jpy',
      target_daily_bps: 10,
      min_investment: '10000',
      deadline: new Date(s.clock.now().getTime() + 30 * DAY).toISOString(),
      lock_days: 7,
    });
    productId = (product.body.data as { id: number }).id;
    expect([ipoId, blockId, productId].every((id) => id > 0)).toBe(true);
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  /** A verified customer with a fund password, ¥10,000,000 and a bank card. */
  async function customer(): Promise<Customer> {
    const t = await trader(k, 'JPY', 10_000_000);
    const card = await k.post<{ id: number }>(
      '/user/bankadd',
      {
        name: 'YAMADA TARO',
        card: String(1_000_000 + t.id),
        card_type: 'ordinary',
        bank: 'Kabuto Bank',
        branch: 'Shibuya',
        branch_code: '123',
      },
      t.headers,
    );
    expect(card.body.status).toBe(1);
    return { ...t, cardId: card.body.data.id };
  }

  /** Staff set the account's restrictions, as the back office does. */
  async function restrict(
    account: string,
    flags: { login_banned?: boolean; funds_frozen?: boolean; trade_barred?: boolean },
  ) {
    const res = await staffCall(k, staff, 'POST', `/customers/${account}/status`, {
      login_banned: false,
      funds_frozen: false,
      trade_barred: false,
      reason: 'standing test',
      ...flags,
    });
    expect(res.body.status).toBe(1);
  }

  /** The customer's newest holding, bought before any restriction, for the lending request. */
  async function holding(c: Customer): Promise<number> {
    const row = await k.ctx.db
      .selectFrom('positions')
      .select('id')
      .where('customer_id', '=', c.id)
      .where('status', '=', 0)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    // Without a holding, a position that does not exist: standing is checked before the position.
    return row?.id ?? 999_999_999;
  }

  async function bankDeposit(c: Customer, money: string): Promise<Body> {
    const body = multipart({ type: 'jpy', money }, [
      { field: 'proof', name: 'proof.png', bytes: PNG_BYTES },
    ]);
    const res = await k.app.inject({
      method: 'POST',
      url: '/api/vue/user/deposit',
      headers: { ...c.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    return res.json() as Body;
  }

  const post = async (c: Customer, path: string, body: Record<string, string | number>) =>
    (await k.post(path, body, c.headers)).body as Body;

  /** The trading products, each one request a customer in good standing has accepted. */
  const TRADING: Record<string, (c: Customer) => Promise<Body>> = {
    'stock order': (c) =>
      post(c, '/trade/buy', { code: '7203', num: '100', leverage: '1', price_type: 'market' }),
    'IPO subscription': (c) => post(c, '/trade/newstockbuy', { id: ipoId, num: '1' }),
    'block purchase': (c) =>
      post(c, '/trade/dzbuy', { id: blockId, num: '100', fund_password: '123456' }),
    'copy-trading purchase': (c) => post(c, '/trade/productbuy', { id: productId, money: '10000' }),
    'day-trading application': (c) => post(c, '/trade/rnjyapply', { type: 'jpy', money: '100000' }),
    'share lending': async (c) => post(c, '/trade/lend', { id: await holding(c), num: '10' }),
  };

  /** The money movements that are not trading, in an order one customer can do them all. */
  const MONEY: Record<string, (c: Customer) => Promise<Body>> = {
    withdrawal: (c) =>
      post(c, '/user/withdraw', {
        type: 'jpy',
        money: '1000',
        bank_id: c.cardId,
        fund_password: '123456',
      }),
    'quick recharge': (c) => post(c, '/user/recharge', { type: 'jpy', money: '1000' }),
    'bank deposit': (c) => bankDeposit(c, '1000'),
    'currency exchange': (c) =>
      post(c, '/user/exchange', { from: 'JPY', to: 'USD', money: '1000' }),
    'loan application': (c) => post(c, '/user/loan', { type: 'jpy', money: '1000' }),
    'credit top-up': (c) => post(c, '/user/credittopup', { type: 'jpy', money: '1000' }),
  };

  /** Each request refused with `msg`, and not one row written anywhere. */
  async function expectAllRefused(
    c: Customer,
    requests: Record<string, (c: Customer) => Promise<Body>>,
    msg: string,
  ) {
    const before = await tableCounts(k, WRITTEN);
    const cash = await c.cash();
    const answers: Record<string, string> = {};
    for (const [name, request] of Object.entries(requests)) answers[name] = (await request(c)).msg;
    expect(answers).toEqual(Object.fromEntries(Object.keys(requests).map((n) => [n, msg])));
    expect(await tableCounts(k, WRITTEN)).toEqual(before);
    expect(await c.cash()).toBe(cash);
  }

  /** The same requests accepted for a customer in good standing: the refusals came from standing. */
  async function expectAllAccepted(
    c: Customer,
    requests: Record<string, (c: Customer) => Promise<Body>>,
  ) {
    const answers: Record<string, number> = {};
    for (const [name, request] of Object.entries(requests))
      answers[name] = (await request(c)).status;
    expect(answers).toEqual(Object.fromEntries(Object.keys(requests).map((n) => [n, 1])));
  }

  it('refuses a trade-barred customer with trade_barred in every trading product, writing nothing', async () => {
    const barred = await customer();
    expect((await TRADING['stock order']!(barred)).status).toBe(1); // a holding to lend
    await restrict(barred.account, { trade_barred: true });
    await expectAllRefused(barred, TRADING, 'trade_barred');

    const twin = await customer();
    await expectAllAccepted(twin, TRADING);
  });

  it('still lets a trade-barred customer move money that is not trading', async () => {
    const barred = await customer();
    await restrict(barred.account, { trade_barred: true });
    await expectAllAccepted(barred, MONEY);
  });

  it('refuses a frozen customer with account_frozen in every money movement and trading product, writing nothing', async () => {
    const frozen = await customer();
    expect((await TRADING['stock order']!(frozen)).status).toBe(1); // a holding to lend
    await restrict(frozen.account, { funds_frozen: true });
    await expectAllRefused(frozen, { ...MONEY, ...TRADING }, 'account_frozen');

    const twin = await customer();
    await expectAllAccepted(twin, { ...MONEY, ...TRADING });
  });

  it('refuses in one order everywhere: a freeze before a trade bar, a trade bar before verification', async () => {
    const both = await customer();
    expect((await TRADING['stock order']!(both)).status).toBe(1);
    await restrict(both.account, { funds_frozen: true, trade_barred: true });
    await expectAllRefused(both, TRADING, 'account_frozen');

    const unverified = await customer();
    await k.ctx.db
      .updateTable('customers')
      .set({ kyc_status: 'none' })
      .where('id', '=', unverified.id)
      .execute();
    // Staff changing the status also refreshes the session's view of the customer.
    await restrict(unverified.account, { trade_barred: true });
    await expectAllRefused(unverified, TRADING, 'trade_barred');
    await restrict(unverified.account, {});
    await expectAllRefused(unverified, TRADING, 'kyc_required');
  });

  describe('a withdrawal while another money request of the customer is pending', () => {
    const withdraw = MONEY['withdrawal']!;

    /** Staff reject the customer's pending item of `kind` in the review queue. */
    async function reject(c: Customer, kind: string) {
      const queue = await staffCall(k, staff, 'GET', `/reviews?kind=${kind}`);
      const item = (queue.body.data as { items: { id: number; account: string }[] }).items.find(
        (i) => i.account === c.account,
      );
      expect(item).toBeDefined();
      const res = await staffCall(k, staff, 'POST', `/reviews/${kind}/${item!.id}/reject`, {
        reason: 'standing test',
      });
      expect(res.body.status).toBe(1);
    }

    const PENDING: Record<string, { kind: string; request: (c: Customer) => Promise<Body> }> = {
      'bank deposit': { kind: 'deposit', request: MONEY['bank deposit']! },
      'loan application': { kind: 'loan', request: MONEY['loan application']! },
      'day-trading application': { kind: 'intraday', request: TRADING['day-trading application']! },
    };

    for (const [name, { kind, request }] of Object.entries(PENDING)) {
      it(`is refused with fund_operation_in_progress while a ${name} is pending, and accepted once it is decided`, async () => {
        const c = await customer();
        expect((await request(c)).status).toBe(1);
        await expectAllRefused(c, { withdrawal: withdraw }, 'fund_operation_in_progress');
        await reject(c, kind);
        expect((await withdraw(c)).status).toBe(1);
      });
    }
  });
});
