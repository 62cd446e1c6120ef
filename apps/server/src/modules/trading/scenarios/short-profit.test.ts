import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerAfterEach } from '../../../test/kabuto.ts';
import type { TradingSetup } from '../../../test/trading.ts';
import { startTradingKabuto, trader } from '../../../test/trading.ts';

/** Short ×2 in New York (fee 0.05%, minimum $1, no price limits), bought back at a profit. */
describe('a leveraged short position closed at a profit', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  it('sells at the bid, buys back at the ask, and moves exactly those amounts', async () => {
    const { k, market } = s;
    const t = await trader(k, 'USD', 1_000_000); // $10,000.00
    market.set('AAPL', 200); // bid 199.99
    const order = await k.post<{ position_id: number; fill_price: string }>(
      '/trade/buy',
      { code: 'AAPL', num: '50', direction: 'short', leverage: '2' },
      t.headers,
    );
    expect(order.body.data.fill_price).toBe('199.99');
    // Cost 999,950 cents; margin 499,975; fee ⌈499.975⌉ = 500.
    expect(await t.cash()).toBe(1_000_000 - 499_975 - 500);
    market.set('AAPL', 190); // ask 190.01
    const held = await k.post<{ yingkui: string }[]>(
      '/trade/userstocklist',
      { type: 'usd' },
      t.headers,
    );
    expect(held.body.data[0]!.yingkui).toBe('499.50'); // (199.99 − 190.00) × 50 at the mark
    await k.post('/trade/sell', { id: order.body.data.position_id }, t.headers);
    // Gross (199.99 − 190.01) × 50 = 49,900 cents; fee ⌈950,050 × 0.05%⌉ = 476.
    expect(await t.cash()).toBe(499_525 + 499_975 + 49_900 - 476);
    expect((await t.cash()) - 1_000_000).toBe(48_924);
  });
});
