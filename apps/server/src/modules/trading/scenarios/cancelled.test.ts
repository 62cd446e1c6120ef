import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LOTS } from '@kabuto/shared/trading-terms';
import { checkLedgerAfterEach, tableCounts } from '../../../test/kabuto.ts';
import type { TradingSetup } from '../../../test/trading.ts';
import { startTradingKabuto, trader } from '../../../test/trading.ts';
import { sessionsChanged } from '../../customers/service.ts';

describe('a cancelled order, and the orders refused before they start', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  it('cancels a pending order once, moving no money', async () => {
    const { k, market } = s;
    const t = await trader(k, 'JPY', 1_000_000);
    market.set('7203', 2500);
    const order = await k.post<{ id: number }>(
      '/trade/buy',
      { code: '7203', num: '100', leverage: '1', price_type: 'limit', price: '2400' },
      t.headers,
    );
    const cancelled = await k.post<{ status: string }>(
      '/trade/cancel',
      { id: order.body.data.id },
      t.headers,
    );
    expect(cancelled.body).toMatchObject({ msg: 'cancel_success', data: { status: 'cancelled' } });
    expect((await k.post('/trade/cancel', { id: order.body.data.id }, t.headers)).body.msg).toBe(
      'order_not_pending',
    );
    market.set('7203', 2300);
    expect((await k.engine.runOnce()).filled).toBe(0);
    expect(await t.cash()).toBe(1_000_000);
    const other = await trader(k, 'JPY', 0);
    expect(
      (await k.post('/trade/cancel', { id: order.body.data.id }, other.headers)).body.msg,
    ).toBe('not_found');
  });

  it('answers each broken rule with its message and writes nothing', async () => {
    const { k, market } = s;
    const t = await trader(k, 'JPY', 1_000);
    market.set('7203', 2500, 2500);
    const before = await tableCounts(k);
    const order = { code: '7203', num: '100', leverage: '1' };
    expect((await k.post('/trade/buy', order, t.headers)).body.msg).toBe(
      'available_balance_insufficient',
    );
    expect((await k.post('/trade/buy', { ...order, num: '' }, t.headers)).body.msg).toBe(
      'lots_required',
    );
    expect((await k.post('/trade/buy', { ...order, num: '1.5' }, t.headers)).body.msg).toBe(
      'lots_required',
    );
    // The shared order rule: MAX_LOTS lots pass the lots check (and meet the balance), one more does not.
    expect(
      (await k.post('/trade/buy', { ...order, num: String(MAX_LOTS) }, t.headers)).body.msg,
    ).toBe('available_balance_insufficient');
    expect(
      (await k.post('/trade/buy', { ...order, num: String(MAX_LOTS + 1) }, t.headers)).body.msg,
    ).toBe('lots_required');
    expect((await k.post('/trade/buy', { ...order, leverage: '7' }, t.headers)).body.msg).toBe(
      'leverage_invalid',
    );
    expect((await k.post('/trade/buy', { ...order, code: 'NOPE' }, t.headers)).body.msg).toBe(
      'cannot_buy',
    );
    expect((await k.post('/trade/buy', { ...order, code: '6758' }, t.headers)).body.msg).toBe(
      'price_unavailable',
    );
    market.set('7203', 3000, 2500); // at limit-up: a market buy has nobody to buy from
    expect((await k.post('/trade/buy', order, t.headers)).body.msg).toBe('beyond_price_limit');
    market.set('7203', 2500, 2500);
    market.setOpen(false);
    expect((await k.post('/trade/buy', order, t.headers)).body.msg).toBe('outside_trading_hours');
    market.setOpen(true);
    await k.ctx.db
      .updateTable('customers')
      .set({ trade_barred: 1 })
      .where('id', '=', t.id)
      .execute();
    sessionsChanged(k.ctx.db);
    expect((await k.post('/trade/buy', order, t.headers)).body.msg).toBe('trade_barred');
    await k.ctx.db
      .updateTable('customers')
      .set({ trade_barred: 0, fund_password_hash: null })
      .where('id', '=', t.id)
      .execute();
    sessionsChanged(k.ctx.db);
    expect((await k.post('/trade/buy', order, t.headers)).body.msg).toBe('fund_password_not_set');
    await k.ctx.db
      .updateTable('customers')
      .set({ kyc_status: 'pending' })
      .where('id', '=', t.id)
      .execute();
    sessionsChanged(k.ctx.db);
    expect((await k.post('/trade/buy', order, t.headers)).body.msg).toBe('kyc_required');
    const after = await tableCounts(k);
    expect(after.ledger_transfers).toBe(before.ledger_transfers);
    expect(await t.cash()).toBe(1_000);
  });
});
