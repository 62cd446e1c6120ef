/**
 * Goal (issue 14, "a fresh start lets the demo customer complete every journey of SPEC §1 without
 * staff action"): on a fresh demo start, with no staff member signed in at any point, a newcomer
 * registers with the demo customer's invitation code, verifies their identity, deposits by both
 * channels, binds a card, withdraws and exchanges; the demo customer trades long and short with
 * leverage, subscribes to an IPO, buys a block, follows a copy-trading product, day-trades, lends
 * shares and borrows. Every request a staff member would decide is decided by the system
 * (`system:demo-auto-approval`), and nothing is left waiting in a staff queue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from './lib/clock.ts';
import { DEMO_CUSTOMER } from './modules/demo/service.ts';
import { DEMO_AUTO_ACTOR } from './modules/reviews/service.ts';
import { PNG_BYTES, TEST_CARD, multipart } from './test/funding.ts';
import type { TestKabuto } from './test/kabuto.ts';
import { checkLedgerAfterEach, nextAccount } from './test/kabuto.ts';
import { startTestKabuto } from './test/kabuto.ts';

// Tuesday 2026-03-10 10:30 JST: Tokyo is open and it is a funding day.
const clock = new ManualClock('2026-03-10T01:30:00Z');
const PASSWORD = 'journey-2026';

type Headers = Record<string, string>;

describe('the SPEC §1 journeys on a fresh demo, without staff', () => {
  let k: TestKabuto;
  let demo: Headers;
  let newcomer: Headers;
  /** The audit log's last entry once the demo is seeded (the seed's products are staff work). */
  let seeded = 0;

  beforeAll(async () => {
    k = await startTestKabuto({ demo: 'on' }, { clock });
    demo = await signIn(DEMO_CUSTOMER.account, DEMO_CUSTOMER.password);
    const last = await k.ctx.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    seeded = Number(last?.id ?? 0);
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  async function signIn(account: string, password: string): Promise<Headers> {
    const login = await k.post<{ token: string }>('/user/login', { account, password });
    expect(login.body.status).toBe(1);
    return { token: login.body.data.token, account };
  }

  /** A multipart request to the customer API, as the app sends uploads. */
  async function upload(
    url: string,
    headers: Headers,
    fields: Record<string, string>,
    files: string[],
  ) {
    const body = multipart(
      fields,
      files.map((field) => ({ field, name: `${field}.png`, bytes: PNG_BYTES })),
    );
    const res = await k.app.inject({
      method: 'POST',
      url: `/api/vue${url}`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    return res.json() as { status: number; msg: string; data: { status: number | string } };
  }

  it('registers a newcomer with an invitation code, who verifies their identity alone', async () => {
    const inviter = await k.ctx.db
      .selectFrom('customers')
      .select(['id', 'invite_code'])
      .where('account', '=', DEMO_CUSTOMER.account)
      .executeTakeFirstOrThrow();
    const account = nextAccount();
    const reg = await k.post('/user/register', {
      account,
      password: PASSWORD,
      repassword: PASSWORD,
      invite: inviter.invite_code,
      agree: 1,
    });
    expect(reg.body.status).toBe(1);
    newcomer = await signIn(account, PASSWORD);
    const kyc = await upload(
      '/user/verified',
      newcomer,
      { name: 'YAMADA HANAKO', id_type: 'passport', idcard: 'TK1234567', agree: '1' },
      ['front', 'back'],
    );
    expect(kyc).toMatchObject({ status: 1, msg: 'kyc_approved_demo', data: { status: 'passed' } });
    const state = await k.post<{ status: string }>('/user/verifiedinfo', {}, newcomer);
    expect(state.body.data.status).toBe('passed');
    const fundPassword = await k.post(
      '/user/fundpassword',
      { password: '123456', repassword: '123456' },
      newcomer,
    );
    expect(fundPassword.body.status).toBe(1);
  });

  it('deposits by quick recharge and by bank transfer, both credited at once', async () => {
    const quick = await k.post<{ status: number }>(
      '/user/recharge',
      { type: 'jpy', money: '300000' },
      newcomer,
    );
    expect(quick.body.data.status).toBe(1);
    const bank = await upload(
      '/user/deposit',
      newcomer,
      { type: 'jpy', money: '200000', nonce: 'journey-deposit-1' },
      ['proof'],
    );
    expect(bank).toMatchObject({ status: 1, msg: 'deposit_approved_demo', data: { status: 1 } });
  });

  it('binds a card and withdraws, paid at once', async () => {
    const card = await k.post<{ id: number }>('/user/bankadd', TEST_CARD, newcomer);
    expect(card.body.status).toBe(1);
    const paid = await k.post<{ id: number; status: number }>(
      '/user/withdraw',
      { type: 'jpy', money: '100000', bank_id: card.body.data.id, fund_password: '123456' },
      newcomer,
    );
    expect(paid.body).toMatchObject({ status: 1, msg: 'withdrawal_approved', data: { status: 1 } });
    const history = await k.post<{ status: number }[]>(
      '/user/withdrawallist',
      { type: 'jpy' },
      newcomer,
    );
    expect(history.body.data[0]).toMatchObject({ status: 1 });
  });

  it('exchanges currency', async () => {
    const res = await k.post(
      '/user/exchange',
      { from: 'JPY', to: 'USD', money: '10000' },
      newcomer,
    );
    expect(res.body).toMatchObject({ status: 1, msg: 'exchange_success' });
  });

  it('trades long and short with leverage, and closes', async () => {
    const long = await k.post<{ position_id: number }>(
      '/trade/buy',
      { code: '7203', num: '100', leverage: '2', direction: 'long' },
      demo,
    );
    expect(long.body.status).toBe(1);
    const short = await k.post(
      '/trade/buy',
      { code: '6758', num: '100', leverage: '2', direction: 'short' },
      demo,
    );
    expect(short.body.status).toBe(1);
    const closed = await k.post('/trade/sell', { id: long.body.data.position_id }, demo);
    expect(closed.body.status).toBe(1);
  });

  it('subscribes to the open IPO, buys a block without a key and follows a copy product', async () => {
    const ipos = await k.post<{ id: number; phase: string }[]>('/trade/newstocklist', {}, demo);
    const open = ipos.body.data.find((o) => o.phase === 'open');
    expect(open).toBeDefined();
    const ipo = await k.post('/trade/newstockbuy', { id: open!.id, num: '1' }, demo);
    expect(ipo.body).toMatchObject({ status: 1, msg: 'subscription_success' });

    const blocks = await k.post<{ id: number; needs_key: boolean; min_lots: number }[]>(
      '/trade/dzlist',
      {},
      demo,
    );
    const keyless = blocks.body.data.find((b) => !b.needs_key);
    expect(keyless).toBeDefined();
    const block = await k.post(
      '/trade/dzbuy',
      { id: keyless!.id, num: String(keyless!.min_lots), fund_password: '123456' },
      demo,
    );
    expect(block.body.status).toBe(1);

    const products = await k.post<{ id: number; min_investment: string }[]>(
      '/trade/productlist',
      {},
      demo,
    );
    const product = products.body.data[0]!;
    const follow = await k.post(
      '/trade/productbuy',
      { id: product.id, money: product.min_investment },
      demo,
    );
    expect(follow.body.status).toBe(1);
  });

  it('day-trades, lends held shares and borrows, each approved by the system', async () => {
    const day = await k.post('/trade/rnjyapply', { type: 'jpy', money: '100000' }, demo);
    expect(day.body).toMatchObject({ status: 1, msg: 'intraday_approved' });
    const bought = await k.post<{ position_id: number }>(
      '/trade/buy',
      { code: '7203', num: '100', leverage: '1' },
      demo,
    );
    const lent = await k.post('/trade/lend', { id: bought.body.data.position_id, num: '10' }, demo);
    expect(lent.body).toMatchObject({ status: 1, msg: 'lending_started' });
    const loan = await k.post('/user/loan', { type: 'jpy', money: '100000' }, demo);
    expect(loan.body).toMatchObject({ status: 1, msg: 'loan_success' });
  });

  it('left nothing for staff: every review was decided by the system', async () => {
    const reviews = await k.ctx.db
      .selectFrom('review_items')
      .select(['kind', 'status', 'decided_by'])
      .execute();
    expect(new Set(reviews.map((r) => r.kind))).toEqual(
      new Set(['kyc', 'deposit', 'withdrawal', 'intraday', 'loan']),
    );
    for (const r of reviews)
      expect(r).toMatchObject({ status: 'approved', decided_by: DEMO_AUTO_ACTOR });
    const staffActions = await k.ctx.db
      .selectFrom('audit_log')
      .select('actor')
      .where('actor', 'like', 'staff:%')
      .where('id', '>', seeded)
      .execute();
    expect(staffActions).toEqual([]);
  });
});
