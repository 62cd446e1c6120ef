import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyKeys } from '../../db/migrations/017-idempotency-keys.ts';
import type { Database } from '../../db/schema.ts';
import { checkLedgerAfterEach, tableCounts } from '../../test/kabuto.ts';
import { approvedBlock } from '../../test/products.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';
import { KEY_RETENTION_DAYS, pruneKeys } from './service.ts';

const HOUR = 3_600_000;

/** Every table a keyed command writes, counted before and after a refused repeat. */
const WRITTEN: readonly (keyof Database)[] = [
  'orders',
  'positions',
  'withdrawals',
  'recharges',
  'exchanges',
  'loans',
  'block_purchases',
  'review_items',
  'ledger_transfers',
  'ledger_postings',
];

const card = {
  name: 'YAMADA TARO',
  card: '7654321',
  card_type: 'ordinary',
  bank: 'Kabuto Bank',
  branch: 'Shibuya',
  branch_code: '123',
};

/** How many requests with one key are sent at once. */
const BURST = 50;

/** A customer's orders, oldest first. */
function ordersOf(k: TradingSetup['k'], customerId: number) {
  return k.ctx.db
    .selectFrom('orders')
    .select(['id', 'quantity'])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
}

describe('idempotency keys', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
    s.market.set('7203', 2500);
    s.market.set('AAPL', 200);
    s.market.set('8306', 2000);
    s.market.set('6758', 3000);
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  async function withCard(amount = 1_000_000) {
    const t = await trader(s.k, 'JPY', amount);
    const added = await s.k.post<{ id: number }>('/user/bankadd', card, t.headers);
    return { ...t, cardId: String(added.body.data.id) };
  }

  it('refuses the key of an order reused for another order, and writes nothing', async () => {
    const { k } = s;
    const t = await trader(k, 'JPY', 1_000_000);
    await k.ctx.db
      .updateTable('customers')
      .set({ kyc_status: 'passed' })
      .where('id', '=', t.id)
      .execute();
    const first = await k.post<{ id: number; code: string; num: number }>(
      '/trade/buy',
      { code: '7203', num: '1', leverage: '1', nonce: 'order-key' },
      t.headers,
    );
    expect(first.body).toMatchObject({ status: 1, data: { code: '7203', num: 1 } });
    const before = await tableCounts(k, WRITTEN);
    const cash = await t.cash();
    const other = await k.post(
      '/trade/buy',
      { code: '7203', num: '5', leverage: '1', nonce: 'order-key' },
      t.headers,
    );
    expect(other.body).toMatchObject({ status: 0, msg: 'idempotency_mismatch', data: null });
    expect(other.http).toBe(200);
    const otherCode = await k.post(
      '/trade/buy',
      { code: 'AAPL', num: '1', leverage: '1', nonce: 'order-key' },
      t.headers,
    );
    expect(otherCode.body.msg).toBe('idempotency_mismatch');
    expect(await tableCounts(k, WRITTEN)).toEqual(before);
    expect(await t.cash()).toBe(cash);
    const same = await k.post<{ id: number }>(
      '/trade/buy',
      { code: '7203', num: '1', leverage: '1', nonce: 'order-key' },
      t.headers,
    );
    expect(same.body).toEqual(first.body);
    expect(await tableCounts(k, WRITTEN)).toEqual(before);
  });

  it('refuses a key reused for another kind of command', async () => {
    const { k } = s;
    const t = await withCard();
    const order = await k.post(
      '/trade/buy',
      { code: '7203', num: '1', leverage: '1', nonce: 'shared-key' },
      t.headers,
    );
    expect(order.body.status).toBe(1);
    const before = await tableCounts(k, WRITTEN);
    const withdrawal = await k.post(
      '/user/withdraw',
      {
        type: 'jpy',
        money: '5000',
        bank_id: t.cardId,
        fund_password: '123456',
        nonce: 'shared-key',
      },
      t.headers,
    );
    expect(withdrawal.body.msg).toBe('idempotency_mismatch');
    expect(await tableCounts(k, WRITTEN)).toEqual(before);
  });

  it('answers 50 parallel orders with one key with one order, placed once', async () => {
    const { k } = s;
    const t = await trader(k, 'JPY', 1_000_000);
    const answers = await Promise.all(
      Array.from({ length: BURST }, () =>
        k.post<{ id: number }>(
          '/trade/buy',
          { code: '8306', num: '100', leverage: '1', nonce: 'burst-order' },
          t.headers,
        ),
      ),
    );
    const orders = await ordersOf(k, t.id);
    expect(orders).toHaveLength(1);
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect(answers[0]!.body).toMatchObject({ status: 1, data: { id: orders[0]!.id } });
    expect(await t.cash()).toBe(1_000_000 - 200_301);
  });

  it('places one order when 50 requests with one key arrive at once with two different quantities', async () => {
    const { k } = s;
    const t = await trader(k, 'JPY', 1_000_000);
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        k.post<{ id: number; num: number }>(
          '/trade/buy',
          { code: '8306', num: i % 2 === 0 ? '100' : '200', leverage: '1', nonce: 'burst-mixed' },
          t.headers,
        ),
      ),
    );
    const orders = await ordersOf(k, t.id);
    expect(orders).toHaveLength(1);
    const placed = orders[0]!;
    answers.forEach((a, i) => {
      const num = i % 2 === 0 ? 100 : 200;
      if (num === placed.quantity)
        expect(a.body).toMatchObject({ status: 1, data: { id: placed.id, num } });
      else expect(a.body).toMatchObject({ status: 0, msg: 'idempotency_mismatch' });
    });
    // Bought once, at the ask of 2001: the margin of that one order and nothing more.
    expect(await t.margin()).toBe(placed.quantity * 2001);
    const opened = await k.ctx.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('code', '=', 'trade_open')
      .where('customer_id', '=', t.id)
      .execute();
    expect(opened).toHaveLength(1);
  });

  it('answers 50 parallel limit orders with one key with one pending order', async () => {
    const { k } = s;
    const t = await trader(k, 'JPY', 300_000);
    const answers = await Promise.all(
      Array.from({ length: BURST }, () =>
        k.post<{ id: number }>(
          '/trade/buy',
          {
            code: '8306',
            num: '100',
            leverage: '1',
            price_type: 'limit',
            price: '1990',
            nonce: 'burst-limit',
          },
          t.headers,
        ),
      ),
    );
    const orders = await ordersOf(k, t.id);
    expect(orders).toHaveLength(1);
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect(answers[0]!.body).toMatchObject({
      status: 1,
      data: { id: orders[0]!.id, status: 'pending' },
    });
  });

  it('answers 50 parallel withdrawals with one key with one withdrawal, frozen once', async () => {
    const { k } = s;
    const t = await withCard(100_000);
    const body = {
      type: 'jpy',
      money: '5000',
      bank_id: t.cardId,
      fund_password: '123456',
      nonce: 'burst-withdrawal',
    };
    const answers = await Promise.all(
      Array.from({ length: BURST }, () =>
        k.post<{ id: number }>('/user/withdraw', body, t.headers),
      ),
    );
    const rows = await k.ctx.db
      .selectFrom('withdrawals')
      .select('id')
      .where('customer_id', '=', t.id)
      .execute();
    expect(rows).toHaveLength(1);
    const msgs = new Map<string, number>();
    for (const a of answers) msgs.set(a.body.msg, (msgs.get(a.body.msg) ?? 0) + 1);
    expect(Object.fromEntries(msgs)).toEqual({ [answers[0]!.body.msg]: 50 });
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect(answers[0]!.body).toMatchObject({ status: 1, data: { id: rows[0]!.id } });
    expect(await t.cash()).toBe(95_000);
    const frozen = await k.ctx.ledger.balance(k.ctx.db, {
      customerId: t.id,
      purpose: 'frozen',
      currency: 'JPY',
    });
    expect(frozen).toBe(5_000);
  });

  it('remembers no refusal: 20 refused withdrawals with one key write nothing, and the key then serves a new request', async () => {
    const { k } = s;
    const t = await withCard(100_000);
    const body = {
      type: 'jpy',
      money: '100001',
      bank_id: t.cardId,
      fund_password: '123456',
      nonce: 'refused-key',
    };
    const before = await tableCounts(k, WRITTEN);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => k.post('/user/withdraw', body, t.headers)),
    );
    for (const a of answers) expect(a.body.msg).toBe('available_balance_insufficient');
    expect(await tableCounts(k, WRITTEN)).toEqual(before);
    const keys = await k.ctx.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('customer_id', '=', t.id)
      .execute();
    expect(keys).toEqual([]);
    const accepted = await k.post('/user/withdraw', { ...body, money: '5000' }, t.headers);
    expect(accepted.body.status).toBe(1);
    expect(await t.cash()).toBe(95_000);
  });

  it('refuses a withdrawal key reused with another amount, and answers the same request with the first', async () => {
    const { k } = s;
    const t = await withCard(100_000);
    const body = {
      type: 'jpy',
      money: '5000',
      bank_id: t.cardId,
      fund_password: '123456',
      nonce: 'withdrawal-key',
    };
    const first = await k.post<{ id: number }>('/user/withdraw', body, t.headers);
    expect(first.body.status).toBe(1);
    const before = await tableCounts(k, WRITTEN);
    expect((await k.post('/user/withdraw', { ...body, money: '6000' }, t.headers)).body.msg).toBe(
      'idempotency_mismatch',
    );
    expect(await tableCounts(k, WRITTEN)).toEqual(before);
    // The fund password is not part of the request's hash: it is checked, not compared.
    const again = await k.post('/user/withdraw', body, t.headers);
    expect(again.body).toEqual(first.body);
    expect(await tableCounts(k, WRITTEN)).toEqual(before);
    expect(await t.cash()).toBe(95_000);
  });

  it('refuses reused keys of recharges, exchanges and loans, and answers their repeats', async () => {
    const { k } = s;
    const t = await trader(k, 'JPY', 500_000);
    const cases: { path: string; body: Record<string, string>; other: Record<string, string> }[] = [
      {
        path: '/user/recharge',
        body: { type: 'jpy', money: '1000', channel: 'sim', nonce: 'k-recharge' },
        other: { money: '2000' },
      },
      {
        path: '/user/exchange',
        body: { from: 'JPY', to: 'USD', money: '10000', nonce: 'k-exchange' },
        other: { to: 'CNY' },
      },
      {
        path: '/user/loan',
        body: { type: 'jpy', money: '1000', nonce: 'k-loan' },
        other: { money: '1001' },
      },
    ];
    for (const c of cases) {
      const first = await k.post(c.path, c.body, t.headers);
      expect(first.body, c.path).toMatchObject({ status: 1 });
      const before = await tableCounts(k, WRITTEN);
      const other = await k.post(c.path, { ...c.body, ...c.other }, t.headers);
      expect(other.body.msg, c.path).toBe('idempotency_mismatch');
      expect(await tableCounts(k, WRITTEN), c.path).toEqual(before);
      const again = await k.post(c.path, c.body, t.headers);
      expect(again.body, c.path).toEqual(first.body);
      expect(await tableCounts(k, WRITTEN), c.path).toEqual(before);
    }
  });

  it('refuses a block purchase key reused for another quantity, and answers the same purchase with the first', async () => {
    const { k, clock } = s;
    const offer = await approvedBlock(k, {
      code: '6758',
      price: 2800,
      min_lots: 100,
      total_lots: 1_000,
      deadline: new Date(clock.now().getTime() + 4 * HOUR).toISOString(),
      lock_days: 30,
    });
    const t = await trader(k, 'JPY', 1_000_000);
    const body = { id: String(offer.id), num: '100', fund_password: '123456', nonce: 'k-block' };
    const first = await k.post('/trade/dzbuy', body, t.headers);
    expect(first.body.status).toBe(1);
    const before = await tableCounts(k, WRITTEN);
    expect((await k.post('/trade/dzbuy', { ...body, num: '200' }, t.headers)).body.msg).toBe(
      'idempotency_mismatch',
    );
    expect(await tableCounts(k, WRITTEN)).toEqual(before);
    expect((await k.post('/trade/dzbuy', body, t.headers)).body).toEqual(first.body);
    expect(await tableCounts(k, WRITTEN)).toEqual(before);
    expect(await t.cash()).toBe(1_000_000 - 280_000);
  });

  it('answers a key used before the hashes were kept (migration 017) with its first result', async () => {
    const { k } = s;
    const t = await withCard(100_000);
    const order = await k.post<{ id: number }>(
      '/trade/buy',
      { code: '7203', num: '1', leverage: '1', nonce: 'old-order' },
      t.headers,
    );
    const loan = await k.post(
      '/user/loan',
      { type: 'jpy', money: '1000', nonce: 'old-loan' },
      t.headers,
    );
    expect([order.body.status, loan.body.status]).toEqual([1, 1]);
    // As the database was before 017: the keys only in the commands' own nonce columns.
    await k.ctx.db.deleteFrom('idempotency_keys').where('customer_id', '=', t.id).execute();
    await copyKeys(k.ctx.db);
    const copied = await k.ctx.db
      .selectFrom('idempotency_keys')
      .select(['key', 'command', 'request_hash'])
      .where('customer_id', '=', t.id)
      .orderBy('key')
      .execute();
    expect(copied).toEqual([
      { key: 'old-loan', command: 'loan', request_hash: '' },
      { key: 'old-order', command: 'order', request_hash: '' },
    ]);
    const before = await tableCounts(k, WRITTEN);
    const again = await k.post(
      '/trade/buy',
      { code: '7203', num: '1', leverage: '1', nonce: 'old-order' },
      t.headers,
    );
    expect(again.body).toEqual(order.body);
    expect(
      (await k.post('/user/loan', { type: 'jpy', money: '1000', nonce: 'old-loan' }, t.headers))
        .body,
    ).toEqual(loan.body);
    // Another command under an old key is still refused.
    expect(
      (
        await k.post(
          '/user/exchange',
          { from: 'JPY', to: 'USD', money: '100', nonce: 'old-order' },
          t.headers,
        )
      ).body.msg,
    ).toBe('idempotency_mismatch');
    expect(await tableCounts(k, WRITTEN)).toEqual(before);
  });

  it('refuses a key outside 1–64 letters, digits, - and _ on the multipart deposit too', async () => {
    const { k } = s;
    const t = await trader(k, 'JPY', 0);
    for (const bad of ['a b', 'x'.repeat(65), 'ü']) {
      const res = await k.post(
        '/user/recharge',
        { type: 'jpy', money: '1', nonce: bad },
        t.headers,
      );
      expect(res.body.msg).toBe('invalid_parameter');
    }
    const { multipart, PNG_BYTES } = await import('../../test/funding.ts');
    const form = multipart({ type: 'jpy', money: '1000', nonce: 'x'.repeat(65) }, [
      { field: 'proof', name: 'proof.png', bytes: PNG_BYTES },
    ]);
    const res = await k.app.inject({
      method: 'POST',
      url: '/api/vue/user/deposit',
      headers: { ...t.headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(res.json()).toMatchObject({ status: 0, msg: 'invalid_parameter' });
    expect(
      (
        await k.ctx.db
          .selectFrom('recharges')
          .select('id')
          .where('customer_id', '=', t.id)
          .execute()
      ).length,
    ).toBe(0);
  });

  it('forgets keys older than the retention, keeps newer ones, and still places no second order for a forgotten key', async () => {
    const { k, clock } = s;
    const t = await trader(k, 'JPY', 1_000_000);
    const order = { code: '8306', num: '100', leverage: '1', nonce: 'kept-for-a-while' };
    const first = await k.post<{ id: number }>('/trade/buy', order, t.headers);
    expect(first.body.status).toBe(1);
    const keysOf = () =>
      k.ctx.db
        .selectFrom('idempotency_keys')
        .select('key')
        .where('customer_id', '=', t.id)
        .execute();
    clock.advance((KEY_RETENTION_DAYS - 1) * 86_400_000);
    await pruneKeys(k.ctx);
    expect(await keysOf()).toEqual([{ key: 'kept-for-a-while' }]);
    clock.advance(2 * 86_400_000);
    expect(await pruneKeys(k.ctx)).toBeGreaterThanOrEqual(1);
    expect(await keysOf()).toEqual([]);
    // The order's own nonce still holds: a repeat this late (from a new session: the first one
    // has ended by now) is refused and writes nothing.
    const login = await k.post<{ token: string }>('/user/login', {
      account: t.account,
      password: 'secret12',
    });
    const headers = { token: login.body.data.token, account: t.account };
    const again = await k.post<{ id: number }>('/trade/buy', order, headers);
    expect(again.body.msg).toBe('idempotency_mismatch');
    expect(await ordersOf(k, t.id)).toHaveLength(1);
    expect(await t.cash()).toBe(1_000_000 - 200_301);
  });
});
