import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerAfterEach } from '../../../test/kabuto.ts';
import type { TradingSetup } from '../../../test/trading.ts';
import { startTradingKabuto, trader } from '../../../test/trading.ts';

/** Long ×3 in Shanghai (fee 0.03%, minimum ¥5; stamp duty 0.05% on the sale), closed at a loss. */
describe('a leveraged long position with fees and stamp duty closed at a loss', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  it('moves exactly the amounts of the fills, fees and stamp duty', async () => {
    const { k, market } = s;
    const t = await trader(k, 'CNY', 10_000_000); // ¥100,000.00
    market.set('600519', 1500); // ask 1500.01
    const order = await k.post<{ position_id: number }>(
      '/trade/buy',
      { code: '600519', num: '100', direction: 'long', leverage: '3' },
      t.headers,
    );
    expect(order.body.status).toBe(1);
    // Cost 15,000,100 fen; margin ⌈cost ÷ 3⌉ = 5,000,034; fee ⌈cost × 0.03%⌉ = 4,501.
    expect(await t.margin()).toBe(5_000_034);
    expect(await t.cash()).toBe(10_000_000 - 5_000_034 - 4_501);

    market.set('600519', 1450); // bid 1449.99
    await k.post('/trade/sell', { id: order.body.data.position_id }, t.headers);
    // Proceeds 14,499,900; fee 4,350; stamp duty ⌈14,499,900 × 0.05%⌉ = 7,250; gross −500,200.
    expect(await t.cash()).toBe(4_995_465 + 5_000_034 - 500_200 - 4_350 - 7_250);
    const closed = await k.post<{ yingkui: string }[]>(
      '/trade/userstocklists',
      { type: 'cny' },
      t.headers,
    );
    expect(closed.body.data[0]!.yingkui).toBe('-5163.01');
    expect((await t.cash()) - 10_000_000).toBe(-516_301);
    const detail = await k.post<Record<string, string>>(
      '/trade/position',
      { id: order.body.data.position_id },
      t.headers,
    );
    expect(detail.body.data).toMatchObject({
      buy_fee: '45.01',
      sell_fee: '43.50',
      stamp_duty: '72.50',
      leverage: 3,
      margin: '50000.34',
    });
  });
});
