import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkLedgerAfterEach } from '../../../test/kabuto.ts';
import type { TradingSetup } from '../../../test/trading.ts';
import { startTradingKabuto, trader } from '../../../test/trading.ts';

/** Sunday 12:00 in Tokyo: every market is shut; the JPX opens Monday 09:00 JST (00:00 UTC). */
const SUNDAY = '2026-03-08T03:00:00Z';
const MONDAY_OPEN = '2026-03-09T00:00:00.000Z';
/** Thirty seconds into Monday's session. */
const MONDAY_0900_30 = '2026-03-09T00:00:30Z';

interface OrderAnswer {
  id: number;
  status: string;
  queued_for: string | null;
  fill_price: string | null;
  reason: string | null;
}

describe('orders at any hour: queued for the next session, checked again at the open', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
    s.market.useCalendar();
  });
  beforeEach(() => {
    s.clock.set(SUNDAY);
    s.market.set('7203', 2500, 2500); // next session's limits 2000–3000
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  const frozen = (id: number) =>
    s.k.ctx.ledger.balance(s.k.ctx.db, { customerId: id, purpose: 'frozen', currency: 'JPY' });

  it('queues a market order on Sunday, holding margin and fee, and fills it at the opening price', async () => {
    const { k, market, clock } = s;
    const t = await trader(k, 'JPY', 1_000_000);
    const placed = await k.post<OrderAnswer>(
      '/trade/buy',
      { code: '7203', num: '100', leverage: '2' },
      t.headers,
    );
    expect(placed.body).toMatchObject({
      msg: 'order_queued',
      data: { status: 'queued', queued_for: MONDAY_OPEN, fill_price: null },
    });
    // Held at the ask 2,501: cost 250,100; margin 125,050; fee 251.
    expect(await t.cash()).toBe(1_000_000 - 125_301);
    expect(await frozen(t.id)).toBe(125_301);
    // Nothing happens before the open.
    expect((await k.engine.runOnce()).queued).toEqual({ filled: 0, rejected: 0 });

    clock.set(MONDAY_0900_30);
    market.set('7203', 2530, 2480); // the day opened at 2,480 (the fixed market's open)
    expect((await k.engine.runOnce()).queued).toEqual({ filled: 1, rejected: 0 });
    const filled = await k.post<OrderAnswer[]>('/trade/orders', { status: 'filled' }, t.headers);
    expect(filled.body.data[0]).toMatchObject({
      id: placed.body.data.id,
      status: 'filled',
      fill_price: '2480.00',
    });
    // At 2,480: cost 248,000; margin 124,000; fee 248. The reservation went back first.
    expect(await frozen(t.id)).toBe(0);
    expect(await t.margin()).toBe(124_000);
    expect(await t.cash()).toBe(1_000_000 - 124_248);
  });

  it("rejects a queued limit order at the open when the new day's limits exclude its price, and returns what it held", async () => {
    const { k, market, clock } = s;
    const t = await trader(k, 'JPY', 1_000_000);
    const placed = await k.post<OrderAnswer>(
      '/trade/buy',
      { code: '7203', num: '100', leverage: '1', price_type: 'limit', price: '2900' },
      t.headers,
    );
    expect(placed.body.data.status).toBe('queued');
    // Cost 290,000; margin 290,000; fee 290.
    expect(await t.cash()).toBe(709_710);
    expect(await frozen(t.id)).toBe(290_290);

    clock.set(MONDAY_0900_30);
    market.set('7203', 2300, 2300); // Friday closed at 2,300: today's limits are 1,800–2,800
    expect((await k.engine.runOnce()).queued).toEqual({ filled: 0, rejected: 1 });
    const rejected = await k.post<OrderAnswer[]>(
      '/trade/orders',
      { status: 'rejected' },
      t.headers,
    );
    expect(rejected.body.data[0]).toMatchObject({
      id: placed.body.data.id,
      status: 'rejected',
      reason: 'beyond_price_limit',
    });
    expect(await t.cash()).toBe(1_000_000);
    expect(await frozen(t.id)).toBe(0);
    const messages = await k.post<{ kind: string; body: string; params: Record<string, string> }[]>(
      '/user/messages',
      {},
      { ...t.headers, lang: 'us' },
    );
    const message = messages.body.data.find((m) => m.kind === 'order_rejected');
    expect(message?.body).toContain('Beyond the daily price limit.');
    expect(message?.body).toContain('100 shares of 7203 (limit {{price}})');
    expect(message?.params).toMatchObject({ price: '2900.00' });
    // A second pass finds nothing more to do.
    expect((await k.engine.runOnce()).queued).toEqual({ filled: 0, rejected: 0 });
  });

  it('releases the reservation when a queued order is cancelled, once', async () => {
    const { k, market, clock } = s;
    const t = await trader(k, 'JPY', 1_000_000);
    const placed = await k.post<OrderAnswer>(
      '/trade/buy',
      { code: '7203', num: '100', leverage: '1', price_type: 'limit', price: '2400' },
      t.headers,
    );
    // Cost 240,000; margin 240,000; fee 240.
    expect(await t.cash()).toBe(759_760);
    const cancelled = await k.post<OrderAnswer>(
      '/trade/cancel',
      { id: placed.body.data.id },
      t.headers,
    );
    expect(cancelled.body).toMatchObject({ msg: 'cancel_success', data: { status: 'cancelled' } });
    expect(await t.cash()).toBe(1_000_000);
    expect(await frozen(t.id)).toBe(0);
    expect((await k.post('/trade/cancel', { id: placed.body.data.id }, t.headers)).body.msg).toBe(
      'order_not_pending',
    );
    clock.set(MONDAY_0900_30);
    market.set('7203', 2300, 2400);
    expect((await k.engine.runOnce()).queued).toEqual({ filled: 0, rejected: 0 });
    expect(await t.cash()).toBe(1_000_000);
  });

  it('rests a queued limit order the open does not reach as a pending order, holding nothing', async () => {
    const { k, market, clock } = s;
    const t = await trader(k, 'JPY', 1_000_000);
    const placed = await k.post<OrderAnswer>(
      '/trade/buy',
      { code: '7203', num: '100', leverage: '1', price_type: 'limit', price: '2400' },
      t.headers,
    );
    clock.set(MONDAY_0900_30);
    market.set('7203', 2500, 2500); // opened at 2,500, above the limit
    expect((await k.engine.runOnce()).queued).toEqual({ filled: 0, rejected: 0 });
    const pending = await k.post<OrderAnswer[]>('/trade/orders', { status: 'pending' }, t.headers);
    expect(pending.body.data[0]).toMatchObject({ id: placed.body.data.id, status: 'pending' });
    expect(await t.cash()).toBe(1_000_000);
    expect(await frozen(t.id)).toBe(0);
    market.set('7203', 2399); // ask 2,400 reaches the limit
    expect((await k.engine.runOnce()).filled).toBe(1);
    expect(await t.cash()).toBe(1_000_000 - 240_240);
  });

  it('refuses to queue more than the cash covers, and a day-trading order outside the session', async () => {
    const { k } = s;
    const t = await trader(k, 'JPY', 100_000);
    const order = { code: '7203', num: '100', leverage: '1', price_type: 'limit', price: '2400' };
    expect((await k.post('/trade/buy', order, t.headers)).body.msg).toBe(
      'available_balance_insufficient',
    );
    expect((await k.post('/trade/buy', { ...order, intraday: '1' }, t.headers)).body.msg).toBe(
      'outside_trading_hours',
    );
    expect(await t.cash()).toBe(100_000);
    expect(await frozen(t.id)).toBe(0);
  });
});
