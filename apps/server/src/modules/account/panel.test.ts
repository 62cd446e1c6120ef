import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import type { TestKabuto } from '../../test/kabuto.ts';
import { checkLedgerAfterEach, startTestKabuto } from '../../test/kabuto.ts';

/**
 * The eight account-panel calls of SPEC §7 answer from the database with the shapes of API.md.
 * Until each product lands, its rows are written here directly, as that feature will write them.
 */
describe('the account panel calls', () => {
  let k: TestKabuto;
  let headers: Record<string, string>;
  let customerId: number;
  beforeAll(async () => {
    k = await startTestKabuto({}, { clock: new ManualClock('2026-03-10T07:00:00Z') });
    const signed = await k.signUp();
    headers = signed.headers;
    customerId = (
      await k.ctx.db
        .selectFrom('customers')
        .select('id')
        .where('account', '=', signed.account)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  const paths = [
    '/user/getUserinfo',
    '/trade/usernewstocklist',
    '/user/withdrawallist',
    '/trade/userproductlist',
    '/trade/ustockslist',
    '/trade/userstocklist',
    '/trade/userstocklists',
    '/common/config',
  ];

  it('all answer status 1, lists empty for a new customer', async () => {
    for (const path of paths) {
      const res = await k.post(path, { type: 'jpy' }, headers);
      expect(res.body.status, path).toBe(1);
      if (path !== '/user/getUserinfo' && path !== '/common/config')
        expect(res.body.data, path).toEqual([]);
    }
  });

  it('all but config require a session', async () => {
    for (const path of paths.slice(0, 7))
      expect((await k.post(path, { type: 'jpy' })).http, path).toBe(401);
    expect((await k.post('/common/config')).http).toBe(200);
  });

  it('answers rows for the market type currency, with the statuses and money text of the spec', async () => {
    const at = '2026-11-20T01:00:00.000Z';
    await k.ctx.db
      .insertInto('ipo_subscriptions')
      .values([
        {
          customer_id: customerId,
          currency: 'JPY',
          status: 1,
          frozen_amount: 150_000,
          created_at: at,
        },
        { customer_id: customerId, currency: 'JPY', status: 2, frozen_amount: 0, created_at: at },
        { customer_id: customerId, currency: 'USD', status: 1, frozen_amount: 999, created_at: at },
      ])
      .execute();
    await k.ctx.db
      .insertInto('withdrawals')
      .values({
        customer_id: customerId,
        currency: 'JPY',
        status: 0,
        amount: 5000,
        created_at: at,
        decided_at: null,
      })
      .execute();
    await k.ctx.db
      .insertInto('product_follows')
      .values({
        customer_id: customerId,
        currency: 'JPY',
        status: 0,
        amount: 20_000,
        created_at: at,
      })
      .execute();
    await k.ctx.db
      .insertInto('block_purchases')
      .values({
        customer_id: customerId,
        currency: 'JPY',
        status: 0,
        credit: 7_000,
        created_at: at,
      })
      .execute();
    await k.ctx.db
      .insertInto('positions')
      .values([
        {
          customer_id: customerId,
          currency: 'JPY',
          code: '7203',
          name: 'Toyota',
          direction: 'long',
          status: 0,
          quantity: 100,
          buy_price_e4: 2_500_0000,
          sell_price_e4: null,
          leverage: 2,
          margin: 125_000,
          realised_pnl: null,
          opened_at: at,
          closed_at: null,
        },
        {
          customer_id: customerId,
          currency: 'JPY',
          code: '6758',
          name: 'Sony',
          direction: 'long',
          status: 2,
          quantity: 10,
          buy_price_e4: 3_000_0000,
          sell_price_e4: 3_100_0000,
          leverage: 1,
          margin: 30_000,
          realised_pnl: 1_000,
          opened_at: at,
          closed_at: at,
        },
      ])
      .execute();

    const newStocks = await k.post('/trade/usernewstocklist', { type: 'jpy' }, headers);
    expect(newStocks.body.data).toEqual([
      { id: expect.any(Number), status: 2, rjmoney: '-' },
      { id: expect.any(Number), status: 1, rjmoney: '150000.00' },
    ]);
    const usdStocks = await k.post('/trade/usernewstocklist', { type: 'usd' }, headers);
    expect(usdStocks.body.data).toEqual([{ id: expect.any(Number), status: 1, rjmoney: '9.99' }]);

    const withdrawals = await k.post('/user/withdrawallist', { type: 'jpy' }, headers);
    expect(withdrawals.body.data).toEqual([
      {
        id: expect.any(Number),
        order_no: expect.stringMatching(/^W\d{8}$/),
        status: 0,
        money: '5000.00',
        currency: 'JPY',
        created_at: at,
        decided_at: null,
        reason_code: null,
        reason: null,
        note: null,
        // Friday 10:00 in Tokyo; Monday 11/23 is a holiday: before Tuesday 24:00 JST.
        arrival_by: '2026-11-24T15:00:00.000Z',
      },
    ]);
    expect((await k.post('/trade/userproductlist', { type: 'jpy' }, headers)).body.data).toEqual([
      { id: expect.any(Number), status: 0, money: '20000.00' },
    ]);
    expect((await k.post('/trade/ustockslist', { type: 'jpy' }, headers)).body.data).toEqual([
      expect.objectContaining({ id: expect.any(Number), status: 0, credit: '7000.00' }),
    ]);

    const held = await k.post<Record<string, unknown>[]>(
      '/trade/userstocklist',
      { type: 'jpy' },
      headers,
    );
    // Held positions are marked at the live price; the quote is fixed because the clock is.
    const quote = await k.post<{ price: string }>('/market/quote', { code: '7203' });
    const now = Number(quote.body.data.price);
    const pnl = Math.round((now - 2500) * 100);
    expect(held.body.data).toEqual([
      expect.objectContaining({
        code: '7203',
        status: 0,
        nowprice: quote.body.data.price,
        stock_num: 100,
        buy_price: '2500.00',
        yingkui: `${pnl}.00`,
        leverage: 2,
        margin: '125000.00',
      }),
    ]);
    expect(held.body.ccsz).toBe(`${Math.round(now * 100)}.00`);
    expect(held.body.fdyk).toBe(`${pnl}.00`);
    const closed = await k.post('/trade/userstocklists', { type: 'jpy' }, headers);
    expect(closed.body.data).toMatchObject([
      { code: '6758', status: 2, sell_price: '3100.00', yingkui: '1000.00' },
    ]);
    expect(closed.body.lsyk).toBe('1000.00');
  });

  it('refuses an unknown market type', async () => {
    const res = await k.post('/user/getUserinfo', { type: 'eur' }, headers);
    expect(res.body).toEqual({ status: 0, msg: 'invalid_parameter', data: null });
  });
});
