import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerAfterEach } from '../../../test/kabuto.ts';
import type { TradingSetup } from '../../../test/trading.ts';
import { startTradingKabuto, trader } from '../../../test/trading.ts';

describe('a limit order filled later', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  it('waits without moving money, then fills at its limit when the price crosses', async () => {
    const { k, market } = s;
    const t = await trader(k, 'JPY', 1_000_000);
    market.set('7203', 2500);
    const order = await k.post<{ id: number; status: string; price: string }>(
      '/trade/buy',
      { code: '7203', num: '100', leverage: '2', price_type: 'limit', price: '2450' },
      t.headers,
    );
    expect(order.body.data).toMatchObject({ status: 'pending', price: '2450.00' });
    // A waiting order says it is placed, not "purchase complete".
    expect(order.body.msg).toBe('order_placed');
    expect(await t.cash()).toBe(1_000_000);
    expect((await k.engine.runOnce()).filled).toBe(0);
    market.set('7203', 2449); // ask 2450 reaches the limit
    expect((await k.engine.runOnce()).filled).toBe(1);
    const orders = await k.post<{ status: string; fill_price: string }[]>(
      '/trade/orders',
      { status: 'filled' },
      t.headers,
    );
    expect(orders.body.data[0]).toMatchObject({ status: 'filled', fill_price: '2450.00' });
    // Cost 245,000; margin 122,500; fee 245.
    expect(await t.cash()).toBe(1_000_000 - 122_500 - 245);
    expect(await t.margin()).toBe(122_500);
  });

  it('checks buying power across pending orders, and the price against the tick and the limits', async () => {
    const { k, market } = s;
    const t = await trader(k, 'JPY', 300_000);
    market.set('7203', 2500, 2500); // limits 2000–3000
    const ok = await k.post(
      '/trade/buy',
      { code: '7203', num: '100', leverage: '1', price_type: 'limit', price: '2400' },
      t.headers,
    );
    expect(ok.body.status).toBe(1);
    // 240,000 + 240 fee is committed; another 100 would need 240,240 more.
    expect(
      (
        await k.post(
          '/trade/buy',
          { code: '7203', num: '100', leverage: '1', price_type: 'limit', price: '2400' },
          t.headers,
        )
      ).body.msg,
    ).toBe('available_balance_insufficient');
    expect(
      (
        await k.post(
          '/trade/buy',
          { code: '7203', num: '1', leverage: '1', price_type: 'limit', price: '3005' },
          t.headers,
        )
      ).body.msg,
    ).toBe('beyond_price_limit');
    expect(
      (
        await k.post(
          '/trade/buy',
          { code: '7203', num: '1', leverage: '1', price_type: 'limit', price: '1999' },
          t.headers,
        )
      ).body.msg,
    ).toBe('beyond_price_limit');
    expect(
      (
        await k.post(
          '/trade/buy',
          { code: '7203', num: '1', leverage: '1', price_type: 'limit', price: '2400.5' },
          t.headers,
        )
      ).body,
    ).toMatchObject({ msg: 'price_off_tick', params: { tick: '1.00' } });
    expect(
      (
        await k.post(
          '/trade/buy',
          { code: '7203', num: '1', leverage: '1', price_type: 'limit' },
          t.headers,
        )
      ).body.msg,
    ).toBe('price_required');
  });
});
