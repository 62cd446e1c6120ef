import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerAfterEach } from '../../test/kabuto.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';

interface Power {
  currency: string;
  price: string;
  cash: string;
  pending: string;
  available: string;
  max_quantity: number;
  queued_for: string | null;
}

describe('buying power: the most shares an order can be for, exactly as the order is checked', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
    s.market.useCalendar();
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  it('in session: a market order of the maximum fills, one share more is refused', async () => {
    const { k, market, clock } = s;
    clock.set('2026-03-10T01:30:00Z'); // Tuesday 10:30 in Tokyo
    market.set('7203', 2500, 2500);
    const t = await trader(k, 'JPY', 1_000_000);
    const order = { code: '7203', leverage: '1', direction: 'long', price_type: 'market' };
    const power = await k.post<Power>('/trade/buyingpower', order, t.headers);
    // At the ask 2,501: 399 shares cost 997,899 with a fee of 998 = 998,897; 400 would need 1,000,800.
    expect(power.body.data).toEqual({
      code: '7203',
      currency: 'JPY',
      direction: 'long',
      leverage: 1,
      price_type: 'market',
      price: '2501.00',
      cash: '1000000.00',
      pending: '0.00',
      available: '1000000.00',
      max_quantity: 399,
      queued_for: null,
    });
    expect((await k.post('/trade/buy', { ...order, num: '400' }, t.headers)).body.msg).toBe(
      'available_balance_insufficient',
    );
    expect((await k.post('/trade/buy', { ...order, num: '399' }, t.headers)).body.msg).toBe(
      'order_filled',
    );
    expect(await t.cash()).toBe(1_000_000 - 998_897);
  });

  it('counts pending limit orders for a limit order, and the leverage', async () => {
    const { k, market, clock } = s;
    clock.set('2026-03-10T01:30:00Z');
    market.set('7203', 2500, 2500);
    const t = await trader(k, 'JPY', 1_000_000);
    const limit = { code: '7203', leverage: '2', price_type: 'limit', price: '2400' };
    await k.post('/trade/buy', { ...limit, num: '100' }, t.headers); // would need 120,000 + 240
    const power = await k.post<Power>('/trade/buyingpower', limit, t.headers);
    // 879,760 available at ×2: 731 shares need 877,200 + 1,755 = 878,955; 732 need 880,155.
    expect(power.body.data).toMatchObject({
      cash: '1000000.00',
      pending: '120240.00',
      available: '879760.00',
      max_quantity: 731,
    });
    expect((await k.post('/trade/buy', { ...limit, num: '732' }, t.headers)).body.msg).toBe(
      'available_balance_insufficient',
    );
    expect((await k.post('/trade/buy', { ...limit, num: '731' }, t.headers)).body.msg).toBe(
      'order_placed',
    );
  });

  it('on a Sunday: says when the order would be queued for, and holds the maximum exactly', async () => {
    const { k, market, clock } = s;
    clock.set('2026-03-08T03:00:00Z');
    market.set('7203', 2500, 2500);
    const t = await trader(k, 'JPY', 500_000);
    const limit = { code: '7203', leverage: '3', price_type: 'limit', price: '2600' };
    const power = await k.post<Power>('/trade/buyingpower', limit, t.headers);
    // ×3 at 2,600: 575 shares need 498,334 + 1,495 = 499,829; 576 need 500,698.
    expect(power.body.data).toMatchObject({
      available: '500000.00',
      max_quantity: 575,
      queued_for: '2026-03-09T00:00:00.000Z',
    });
    expect((await k.post('/trade/buy', { ...limit, num: '576' }, t.headers)).body.msg).toBe(
      'available_balance_insufficient',
    );
    const queued = await k.post<{ id: number }>('/trade/buy', { ...limit, num: '575' }, t.headers);
    expect(queued.body.msg).toBe('order_queued');
    expect(await t.cash()).toBe(500_000 - 499_829);
    await k.post('/trade/cancel', { id: queued.body.data.id }, t.headers);
    expect(await t.cash()).toBe(500_000);
  });

  it("answers the order rules' messages for what it cannot price", async () => {
    const { k } = s;
    const t = await trader(k, 'JPY', 0);
    const ask = (body: Record<string, string>) =>
      k.post('/trade/buyingpower', body, t.headers).then((r) => r.body.msg);
    expect(await ask({ code: 'NOPE' })).toBe('cannot_buy');
    expect(await ask({ code: '7203', leverage: '7' })).toBe('leverage_invalid');
    expect(await ask({ code: '7203', price_type: 'limit' })).toBe('price_required');
    expect(await ask({ code: '7203', price_type: 'limit', price: '5000' })).toBe(
      'beyond_price_limit',
    );
  });
});
