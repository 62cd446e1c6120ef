import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountFigures } from '@kabuto/shared/contracts/funding';
import { computePanelFigures } from '@kabuto/shared/panel';
import { ManualClock } from '../../lib/clock.ts';
import type { TestKabuto } from '../../test/kabuto.ts';
import { checkLedgerAfterEach, startTestKabuto } from '../../test/kabuto.ts';
import { customerIdOf, fund, makeReady } from '../../test/funding.ts';

const clock = new ManualClock('2026-03-10T03:00:00Z');

describe('account figures', () => {
  let k: TestKabuto;
  beforeAll(async () => {
    k = await startTestKabuto({}, { clock });
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  it('count the day-trading amount and the pledged collateral, which the panel formula leaves out, and add up', async () => {
    const c = await k.signUp();
    const id = await customerIdOf(k, c.account);
    await makeReady(k, id);
    await fund(k, id, 'JPY', 1_000_000);
    const day = await k.post('/trade/rnjyapply', { type: 'jpy', money: '100000' }, c.headers);
    expect(day.body.status).toBe(1);
    const pledge = await k.post('/user/credittopup', { type: 'jpy', money: '50000' }, c.headers);
    expect(pledge.body.status).toBe(1);

    // The panel's SPEC §7 formula over the same calls: cash + the rows' frozen amounts.
    const rows = async (path: string) =>
      (await k.post<never[]>(path, { type: 'jpy' }, c.headers)).body.data;
    const user = (await k.post<never>('/user/getUserinfo', {}, c.headers)).body.data;
    const panel = computePanelFigures(
      {
        user,
        newStocks: await rows('/trade/usernewstocklist'),
        withdrawals: await rows('/user/withdrawallist'),
        products: await rows('/trade/userproductlist'),
        stockCredits: await rows('/trade/ustockslist'),
        heldStocks: await rows('/trade/userstocklist'),
        closedStocks: [],
        config: [],
      },
      'jpy',
    );
    expect(panel.totalAssets).toBe('850000.00'); // 150,000 left out

    const f = (await k.post<AccountFigures>('/user/assets', { type: 'jpy' }, c.headers)).body.data;
    expect(f).toMatchObject({
      currency: 'JPY',
      available: '850000.00',
      frozen: '150000.00',
      balance: '1000000.00',
      total_assets: '1000000.00',
      net_assets: '1000000.00',
      loans: '0.00',
    });
    expect(f.frozen_lines).toEqual([
      { kind: 'intraday', amount: '100000.00' },
      { kind: 'collateral', amount: '50000.00' },
    ]);
  });
});
