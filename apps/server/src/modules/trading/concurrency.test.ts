import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerAfterEach } from '../../test/kabuto.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';

describe('trading under concurrency', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  it('closes a position once when 20 closes arrive at the same time', async () => {
    const { k, market } = s;
    const t = await trader(k, 'JPY', 1_000_000);
    market.set('7203', 2500);
    const order = await k.post<{ position_id: number }>(
      '/trade/buy',
      { code: '7203', num: '100', leverage: '1' },
      t.headers,
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        k.post('/trade/sell', { id: order.body.data.position_id }, t.headers),
      ),
    );
    expect(results.filter((r) => r.body.status === 1)).toHaveLength(1);
    expect(results.filter((r) => r.body.msg === 'order_not_holding')).toHaveLength(19);
    const closes = await k.ctx.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('code', '=', 'trade_close')
      .where('customer_id', '=', t.id)
      .execute();
    expect(closes).toHaveLength(1);
    // Bought at 2501, sold at 2499: −200 gross, fees 251 + 250.
    expect(await t.cash()).toBe(1_000_000 - 200 - 251 - 250);
  });

  it('never spends more than the available cash on 100 parallel orders', async () => {
    const { k, market } = s;
    const t = await trader(k, 'JPY', 1_000_000);
    market.set('8306', 2000); // ask 2001: 100 shares = 200,100 + fee 201 each
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        k.post(
          '/trade/buy',
          { code: '8306', num: '100', leverage: '1', nonce: `p${i}` },
          t.headers,
        ),
      ),
    );
    const filled = results.filter((r) => r.body.status === 1).length;
    expect(filled).toBe(4); // 4 × 200,301 = 801,204 ≤ 1,000,000 < 5 × 200,301
    for (const r of results.filter((x) => x.body.status !== 1))
      expect(r.body.msg).toBe('available_balance_insufficient');
    expect(await t.cash()).toBe(1_000_000 - 4 * 200_301);
    expect(await t.cash()).toBeGreaterThanOrEqual(0);
  });

  it('repeats nothing for a repeated nonce', async () => {
    const { k, market } = s;
    const t = await trader(k, 'JPY', 1_000_000);
    market.set('8306', 2000);
    const first = await k.post<{ id: number }>(
      '/trade/buy',
      { code: '8306', num: '100', leverage: '1', nonce: 'same' },
      t.headers,
    );
    const again = await k.post<{ id: number }>(
      '/trade/buy',
      { code: '8306', num: '100', leverage: '1', nonce: 'same' },
      t.headers,
    );
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await t.cash()).toBe(1_000_000 - 200_301);
    // The repeat is answered with the first order even when the rules would now refuse it.
    market.setOpen(false);
    const afterClose = await k.post<{ id: number }>(
      '/trade/buy',
      { code: '8306', num: '100', leverage: '1', nonce: 'same' },
      t.headers,
    );
    expect(afterClose.body).toMatchObject({ status: 1, data: { id: first.body.data.id } });
    market.setOpen(true);
    // Ten copies of a new nonce at once: one order, nine answers naming it.
    const copies = await Promise.all(
      Array.from({ length: 10 }, () =>
        k.post<{ id: number }>(
          '/trade/buy',
          { code: '8306', num: '100', leverage: '1', nonce: 'burst' },
          t.headers,
        ),
      ),
    );
    expect(new Set(copies.map((c) => c.body.data.id)).size).toBe(1);
    expect(await t.cash()).toBe(1_000_000 - 2 * 200_301);
    // A refused order leaves its nonce unused: the same nonce later places the order.
    const refused = await k.post(
      '/trade/buy',
      { code: '8306', num: '1000', leverage: '1', nonce: 'later' },
      t.headers,
    );
    expect(refused.body.msg).toBe('available_balance_insufficient');
    const placed = await k.post(
      '/trade/buy',
      { code: '8306', num: '100', leverage: '1', nonce: 'later' },
      t.headers,
    );
    expect(placed.body.status).toBe(1);
    expect(await t.cash()).toBe(1_000_000 - 3 * 200_301);
  });

  it('lets a close outside the session wait for the open ("preparing to close")', async () => {
    const { k, market } = s;
    const t = await trader(k, 'JPY', 1_000_000);
    market.set('7203', 2500);
    const order = await k.post<{ position_id: number }>(
      '/trade/buy',
      { code: '7203', num: '100', leverage: '1' },
      t.headers,
    );
    market.setOpen(false);
    const close = await k.post<{ status: number }>(
      '/trade/sell',
      { id: order.body.data.position_id },
      t.headers,
    );
    expect(close.body.data.status).toBe(1);
    expect(
      (await k.post('/trade/sell', { id: order.body.data.position_id }, t.headers)).body.msg,
    ).toBe('order_not_holding');
    expect((await k.engine.runOnce()).closed).toBe(0);
    market.set('7203', 2550);
    market.setOpen(true);
    expect((await k.engine.runOnce()).closed).toBe(1);
    const detail = await k.post<{ status: number; sell_price: string }>(
      '/trade/position',
      { id: order.body.data.position_id },
      t.headers,
    );
    expect(detail.body.data).toMatchObject({ status: 2, sell_price: '2549.00' });
  });
});
