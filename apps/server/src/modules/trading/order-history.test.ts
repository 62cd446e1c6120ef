import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerAfterEach } from '../../test/kabuto.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';

interface Row {
  id: number;
  status: string;
  price_type: string;
}

describe('the order history: by status and price type, a page at a time', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
    s.market.useCalendar();
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  it("filters, pages newest first, and shows a queued order's hold as its own frozen line", async () => {
    const { k, market, clock } = s;
    clock.set('2026-03-10T01:30:00Z'); // Tuesday, in session
    market.set('7203', 2500, 2500);
    const t = await trader(k, 'JPY', 1_000_000);
    const buy = (body: Record<string, string>) =>
      k.post<Row>('/trade/buy', { code: '7203', num: '10', ...body }, t.headers);
    const filled = (await buy({})).body.data;
    const pending = (await buy({ price_type: 'limit', price: '2400' })).body.data;
    const cancelled = (await buy({ price_type: 'limit', price: '2300' })).body.data;
    await k.post('/trade/cancel', { id: cancelled.id }, t.headers);
    clock.set('2026-03-08T03:00:00Z'); // Sunday
    const queued = (await buy({ price_type: 'limit', price: '2450' })).body.data;
    expect(queued.status).toBe('queued');

    const list = (body: Record<string, string | number>) =>
      k
        .post<Row[]>('/trade/orders', body, t.headers)
        .then((r) => r.body.data.map((o) => `${o.id}:${o.status}`));
    expect(await list({})).toEqual([
      `${queued.id}:queued`,
      `${cancelled.id}:cancelled`,
      `${pending.id}:pending`,
      `${filled.id}:filled`,
    ]);
    expect(await list({ status: 'queued' })).toEqual([`${queued.id}:queued`]);
    expect(await list({ type: 'market' })).toEqual([`${filled.id}:filled`]);
    expect(await list({ type: 'limit', status: 'pending' })).toEqual([`${pending.id}:pending`]);
    expect(await list({ size: 2, page: 2 })).toEqual([
      `${pending.id}:pending`,
      `${filled.id}:filled`,
    ]);
    expect((await k.post('/trade/orders', { size: 301 }, t.headers)).body.msg).toBe(
      'invalid_parameter',
    );
    // 24,500 + the minimum fee of 100 is held for the queued order, shown as its own line.
    const figures = await k.post<{ frozen_lines: { kind: string; amount: string }[] }>(
      '/user/assets',
      { type: 'jpy' },
      t.headers,
    );
    expect(figures.body.data.frozen_lines).toEqual([{ kind: 'order', amount: '24600.00' }]);
  });
});
