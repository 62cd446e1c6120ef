import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAllJobs } from '../../jobs.ts';
import { checkLedgerAfterEach, tableCounts } from '../../test/kabuto.ts';
import { staffCall, staffToken } from '../../test/funding.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';

const DAY = 86_400_000;

describe('copy trading', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
    s.market.set('7203', 2500);
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  it('follows a product through its lock-up to redemption, with NAV moved by the issuer’s orders', async () => {
    const { k, clock, market } = s;
    const staff = await staffToken(k, 'desk');
    const created = await staffCall(k, staff, 'POST', '/products', {
      name: { jp: '日本株モメンタム', cn: '日股动量', us: 'Japan Momentum' },
      issuer_name: 'Kabuto Quant Desk',
      type: 'jpy',
      target_daily_bps: 10,
      min_investment: '10000',
      deadline: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
      lock_days: 7,
    });
    const product = created.body.data as { id: number; nav: string };
    expect(product.nav).toBe('1.000000');
    const f = await trader(k, 'JPY', 1_000_000);
    expect(
      (await k.post('/trade/productbuy', { id: product.id, money: '9999' }, f.headers)).body,
    ).toMatchObject({ msg: 'below_minimum', params: { min: '10000.00' } });
    const bought = await k.post<{ id: number; units: number }>(
      '/trade/productbuy',
      { id: product.id, money: '100000' },
      f.headers,
    );
    expect(bought.body).toMatchObject({ msg: 'copy_order_success', data: { units: 100_000 } });
    expect(await f.cash()).toBe(900_000);
    const panelRows = await k.post<{ status: number; money: string }[]>(
      '/trade/userproductlist',
      { type: 'jpy' },
      f.headers,
    );
    expect(panelRows.body.data[0]).toMatchObject({ status: 0, money: '100000.00' });

    // The issuer buys 30 shares in the product's account: cost 75,030, fee ¥100.
    const order = await staffCall(k, staff, 'POST', `/products/${product.id}/order`, {
      code: '7203',
      num: '30',
      direction: 'long',
      leverage: '1',
    });
    expect(order.body.status).toBe(1);
    market.set('7203', 2600);
    expect((await runAllJobs(k.ctx))['copy-nav']).toBe(1);
    expect((await runAllJobs(k.ctx))['copy-nav']).toBe(0);
    const info = await k.post<{ nav: string; history: unknown[] }>(
      '/trade/productinfo',
      { id: product.id },
      f.headers,
    );
    expect(info.body.data.nav).toBe('1.028700'); // (24,870 + 75,030 + 2,970) / 100,000
    const follows = await k.post<{ state: string; value: string; total_profit: string }[]>(
      '/trade/followorders',
      {},
      f.headers,
    );
    expect(follows.body.data[0]).toMatchObject({
      state: 'locked',
      value: '102870.00',
      total_profit: '2870.00',
    });
    expect(
      (await k.post('/trade/productredeem', { id: bought.body.data.id }, f.headers)).body.msg,
    ).toBe('position_locked');

    clock.advance(8 * DAY);
    expect(
      (await k.post('/trade/productredeem', { id: bought.body.data.id }, f.headers)).body.msg,
    ).toBe('redemption_pending');
    const held = await k.ctx.db
      .selectFrom('positions')
      .select('id')
      .where(
        'customer_id',
        '=',
        (
          await k.ctx.db
            .selectFrom('products')
            .select('issuer_customer_id')
            .where('id', '=', product.id)
            .executeTakeFirstOrThrow()
        ).issuer_customer_id,
      )
      .executeTakeFirstOrThrow();
    const later = await staffToken(k, 'desk-later');
    await staffCall(k, later, 'POST', `/products/${product.id}/close`, { position_id: held.id });
    // Sold at the bid 2599: gross 2,940, fee ¥100 → product cash 102,740.
    const redeemed = await k.post<{ amount: string; profit: string }>(
      '/trade/productredeem',
      { id: bought.body.data.id },
      f.headers,
    );
    expect(redeemed.body.data).toMatchObject({ amount: '102740.00', profit: '2740.00' });
    expect(await f.cash()).toBe(900_000 + 102_740);
    const after = await k.post<{ state: string; status: number }[]>(
      '/trade/followorders',
      {},
      f.headers,
    );
    expect(after.body.data[0]).toMatchObject({ state: 'ended', status: 2 });
  });

  it('refuses products past their deadline or off the shelf, writing nothing', async () => {
    const { k, clock } = s;
    const staff = await staffToken(k, 'desk2');
    const created = await staffCall(k, staff, 'POST', '/products', {
      name: { jp: '短期', cn: '短期', us: 'Short window' },
      issuer_name: 'Desk',
      type: 'jpy',
      target_daily_bps: 5,
      min_investment: '1000',
      deadline: new Date(clock.now().getTime() + DAY).toISOString(),
      lock_days: 0,
    });
    const id = (created.body.data as { id: number }).id;
    const f = await trader(k, 'JPY', 100_000);
    const before = await tableCounts(k);
    clock.advance(2 * DAY);
    expect((await k.post('/trade/productbuy', { id, money: '5000' }, f.headers)).body.msg).toBe(
      'copy_trade_time_exceeded',
    );
    // Staff sessions last a working day; sign in again after the two days.
    const again = await staffToken(k, 'desk3');
    await staffCall(k, again, 'POST', `/products/${id}/shelf`, { on_shelf: false });
    expect((await k.post('/trade/productbuy', { id, money: '5000' }, f.headers)).body.msg).toBe(
      'product_unavailable',
    );
    expect(
      (await k.post('/trade/productbuy', { id: 9999, money: '5000' }, f.headers)).body.msg,
    ).toBe('product_unavailable');
    expect((await tableCounts(k)).ledger_transfers).toBe(before.ledger_transfers);
  });
});
