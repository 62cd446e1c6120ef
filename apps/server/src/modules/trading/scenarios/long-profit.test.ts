import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerAfterEach } from '../../../test/kabuto.ts';
import type { TradingSetup } from '../../../test/trading.ts';
import { startTradingKabuto, trader } from '../../../test/trading.ts';

/** Long, leverage 1, Tokyo (fee 0.10%, minimum ¥100, no stamp duty), closed at a profit. */
describe('a long position without leverage closed at a profit', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  it('moves exactly the amounts of the fills and fees', async () => {
    const { k, market } = s;
    const t = await trader(k, 'JPY', 1_000_000);
    market.set('7203', 2500); // bid 2499, ask 2501 (tick ¥1)
    const preview = await k.post<Record<string, string>>(
      '/trade/preview',
      { code: '7203', num: '100', direction: 'long', leverage: '1' },
      t.headers,
    );
    expect(preview.body.data).toMatchObject({
      price: '2501.00',
      cost: '250100.00',
      margin: '250100.00',
      purchase_fee: '251.00',
      stamp_duty: '0.00',
      total: '250351.00',
    });
    const order = await k.post<{ status: string; position_id: number; fill_price: string }>(
      '/trade/buy',
      { code: '7203', num: '100', direction: 'long', leverage: '1', nonce: 'a' },
      t.headers,
    );
    expect(order.body.data).toMatchObject({ status: 'filled', fill_price: '2501.00' });
    expect(await t.cash()).toBe(1_000_000 - 250_100 - 251);
    expect(await t.margin()).toBe(250_100);

    market.set('7203', 2600); // bid 2599
    const held = await k.post<{ yingkui: string; nowprice: string }[]>(
      '/trade/userstocklist',
      { type: 'jpy' },
      t.headers,
    );
    expect(held.body.data[0]).toMatchObject({ nowprice: '2600.00', yingkui: '9900.00' });
    expect(held.body.fdyk).toBe('9900.00');

    const close = await k.post('/trade/sell', { id: order.body.data.position_id }, t.headers);
    expect(close.body).toMatchObject({ status: 1, data: { status: 2, closed_quantity: 100 } });
    // Gross (2599 − 2501) × 100 = 9,800; selling fee ⌈259,900 × 0.1%⌉ = 260.
    expect(await t.cash()).toBe(749_649 + 250_100 + 9_800 - 260);
    expect(await t.margin()).toBe(0);
    const closed = await k.post<{ yingkui: string; sell_price: string }[]>(
      '/trade/userstocklists',
      { type: 'jpy' },
      t.headers,
    );
    expect(closed.body.data[0]).toMatchObject({ sell_price: '2599.00', yingkui: '9289.00' });
    expect(closed.body.lsyk).toBe('9289.00');
    expect((await t.cash()) - 1_000_000).toBe(9_289);
  });
});
