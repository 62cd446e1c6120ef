import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerAfterEach } from '../../../test/kabuto.ts';
import type { TradingSetup } from '../../../test/trading.ts';
import { startTradingKabuto, trader } from '../../../test/trading.ts';

describe('margin warning and liquidation', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  it('warns at 50% of margin lost and closes the position at 80%, with messages', async () => {
    const { k, market } = s;
    const t = await trader(k, 'JPY', 1_000_000);
    market.set('7203', 2500, 2500);
    const order = await k.post<{ position_id: number }>(
      '/trade/buy',
      { code: '7203', num: '1000', leverage: '5' },
      t.headers,
    );
    // Cost 2,501,000; margin 500,200; fee 2,501.
    expect(await t.cash()).toBe(497_299);
    market.set('7203', 2250, 2250); // loss 251,000 = 50.2% of margin
    expect(await k.engine.runOnce()).toMatchObject({ warnings: 1, liquidations: 0 });
    expect(await k.engine.runOnce()).toMatchObject({ warnings: 0 });
    market.set('7203', 2100, 2250); // loss 401,000 = 80.2%
    expect(await k.engine.runOnce()).toMatchObject({ liquidations: 1 });
    // Closed at the bid 2099: gross −402,000, selling fee 2,099.
    expect(await t.cash()).toBe(497_299 + 500_200 - 402_000 - 2_099);
    const position = await k.post<{ status: number; close_reason: string; yingkui: string }>(
      '/trade/position',
      { id: order.body.data.position_id },
      t.headers,
    );
    expect(position.body.data).toMatchObject({
      status: 2,
      close_reason: 'liquidation',
      yingkui: '-406600.00',
    });
    const messages = await k.post<{ kind: string }[]>(
      '/user/messages',
      {},
      { ...t.headers, lang: 'us' },
    );
    expect(messages.body.data.map((m) => m.kind)).toEqual(['liquidation', 'margin_warning']);
  });

  it('closes only what brings the account back under the threshold', async () => {
    const { k, market } = s;
    const t = await trader(k, 'JPY', 1_000_000);
    market.set('7203', 2500, 2500);
    market.set('6758', 3000, 3000); // ask 3001
    const a = await k.post<{ position_id: number }>(
      '/trade/buy',
      { code: '7203', num: '1000', leverage: '5' },
      t.headers,
    );
    await k.post('/trade/buy', { code: '6758', num: '100', leverage: '1' }, t.headers);
    expect(await t.cash()).toBe(196_898);
    market.set('7203', 1860, 2000); // loss 641,000 + 100 of margin 800,300 = 80.1%
    expect(await k.engine.runOnce()).toMatchObject({ liquidations: 1 });
    // Four shares of the worse position suffice: (641,100 − 2,564) < 80% × (800,300 − 2,000.8).
    const held = await k.post<{ id: number; stock_num: number; margin: string }[]>(
      '/trade/userstocklist',
      { type: 'jpy' },
      t.headers,
    );
    const rest = held.body.data.find((p) => p.id === a.body.data.position_id)!;
    expect(rest).toMatchObject({ stock_num: 996, margin: '498200.00' });
    const closed = await k.post<{ stock_num: number; yingkui: string; close_reason: string }[]>(
      '/trade/userstocklists',
      { type: 'jpy' },
      t.headers,
    );
    expect(closed.body.data[0]).toMatchObject({
      stock_num: 4,
      yingkui: '-2678.00',
      close_reason: 'liquidation',
    });
    expect(await t.cash()).toBe(196_898 + 2_000 - 2_568 - 100);
    expect(await k.engine.runOnce()).toMatchObject({ liquidations: 0 });
  });
});
