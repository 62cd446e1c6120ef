import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerAfterEach } from '../../test/kabuto.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';

interface OrderRow {
  id: number;
  order_no: string;
  status: string;
  position_id: number | null;
  reason: string | null;
  decided_at: string | null;
}

/**
 * What an order's row says once it is decided, as stored (read back through /trade/orders): a
 * fill names its position and the position its order — on PostgreSQL a market order's link is
 * written in the position's own insert statement — and a fill the ledger refuses rejects the
 * order with the refusal's message.
 */
describe('orders and their positions', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  async function stored(headers: Record<string, string>, status?: string) {
    const list = await s.k.post<OrderRow[]>('/trade/orders', status ? { status } : {}, headers);
    return list.body.data;
  }

  async function orderNoOfPosition(headers: Record<string, string>, id: number) {
    const p = await s.k.post<{ order_no: string | null }>('/trade/position', { id }, headers);
    return p.body.data.order_no;
  }

  it('links each market order to its own position, both ways', async () => {
    const { k, market } = s;
    const t = await trader(k, 'JPY', 2_000_000);
    market.set('7203', 2500);
    const first = await k.post<OrderRow>('/trade/buy', { code: '7203', num: '100' }, t.headers);
    const second = await k.post<OrderRow>(
      '/trade/buy',
      { code: '7203', num: '200', direction: 'long' },
      t.headers,
    );
    const rows = await stored(t.headers);
    expect(rows.map((r) => r.id)).toEqual([second.body.data.id, first.body.data.id]);
    for (const [row, answer] of [
      [rows[0]!, second.body.data],
      [rows[1]!, first.body.data],
    ] as const) {
      expect(row.status).toBe('filled');
      expect(row.position_id).not.toBeNull();
      expect(row.position_id).toBe(answer.position_id);
      expect(await orderNoOfPosition(t.headers, row.position_id!)).toBe(row.order_no);
    }
    expect(rows[0]!.position_id).not.toBe(rows[1]!.position_id);
  });

  it('links a limit order the engine fills, and rejects one whose fill cash no longer covers', async () => {
    const { k, market } = s;
    const t = await trader(k, 'JPY', 600_000);
    market.set('7203', 2500);
    const a = { code: '7203', num: '100', price_type: 'limit', price: '2400' };
    const kept = await k.post<OrderRow>('/trade/buy', a, t.headers);
    expect(kept.body.data.status).toBe('pending');
    const cash = await t.cash();
    expect((await k.engine.runOnce()).filled).toBe(0);
    market.set('7203', 2399); // ask 2400 reaches the limit
    expect((await k.engine.runOnce()).filled).toBe(1);
    const [filled] = await stored(t.headers, 'filled');
    expect(filled).toMatchObject({ id: kept.body.data.id, status: 'filled' });
    expect(await orderNoOfPosition(t.headers, filled!.position_id!)).toBe(filled!.order_no);
    // Another limit order, then a market order that spends what the limit order was counted on.
    market.set('7203', 2500);
    const late = await k.post<OrderRow>('/trade/buy', a, t.headers);
    expect(late.body.data.status).toBe('pending');
    expect((await k.post('/trade/buy', { code: '7203', num: '100' }, t.headers)).body.status).toBe(
      1,
    );
    const before = await t.cash();
    expect(before).toBeLessThan(240_240);
    market.set('7203', 2399);
    expect((await k.engine.runOnce()).filled).toBe(0);
    const [rejected] = await stored(t.headers, 'rejected');
    expect(rejected).toMatchObject({
      id: late.body.data.id,
      status: 'rejected',
      reason: 'available_balance_insufficient',
      position_id: null,
    });
    expect(rejected!.decided_at).not.toBeNull();
    expect(await t.cash()).toBe(before);
    expect(cash).toBe(600_000);
    // A second pass leaves the rejected order alone.
    expect((await k.engine.runOnce()).filled).toBe(0);
    expect(await stored(t.headers, 'pending')).toEqual([]);
  });
});
