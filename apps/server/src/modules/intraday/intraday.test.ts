import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAllJobs } from '../../jobs.ts';
import { checkLedgerAfterEach, tableCounts } from '../../test/kabuto.ts';
import { staffCall, staffToken } from '../../test/funding.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';

describe('intraday trading', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto(); // Tuesday 10:30 in Tokyo
    s.market.set('7203', 2500);
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  it('freezes the amount, trades with it once approved, closes at the session end and settles', async () => {
    const { k, clock, market } = s;
    const staff = await staffToken(k);
    const t = await trader(k, 'JPY', 1_000_000);
    expect(
      (
        await k.post(
          '/trade/buy',
          { code: '7203', num: '30', leverage: '1', intraday: '1' },
          t.headers,
        )
      ).body.msg,
    ).toBe('intraday_not_active');
    const app = await k.post<{ id: number; status: string }>(
      '/trade/rnjyapply',
      { type: 'jpy', money: '100000' },
      t.headers,
    );
    expect(app.body.data.status).toBe('submitted');
    expect(await t.cash()).toBe(900_000);
    expect(
      (await k.post('/trade/rnjyapply', { type: 'jpy', money: '1000' }, t.headers)).body.msg,
    ).toBe('fund_operation_in_progress');
    const queue = await staffCall(k, staff, 'GET', '/reviews?kind=intraday');
    const item = (queue.body.data as { items: { id: number; account: string }[] }).items.find(
      (i) => i.account === t.account,
    )!;
    await staffCall(k, staff, 'POST', `/reviews/intraday/${item.id}/approve`, {});

    expect(
      (
        await k.post(
          '/trade/buy',
          { code: '7203', num: '100', leverage: '1', intraday: '1' },
          t.headers,
        )
      ).body.msg,
    ).toBe('available_balance_insufficient');
    const buy = await k.post(
      '/trade/buy',
      { code: '7203', num: '30', leverage: '1', intraday: '1' },
      t.headers,
    );
    expect(buy.body.status).toBe(1);
    expect(await t.cash()).toBe(900_000); // paid from the frozen amount
    const list = await k.post<{ status: string; credit: string }[]>(
      '/trade/rnjylist',
      {},
      t.headers,
    );
    expect(list.body.data[0]).toMatchObject({ status: 'trading', credit: '24870.00' });

    market.set('7203', 2550);
    expect((await runAllJobs(k.ctx))['intraday-close']).toBe(0); // the session is still open
    clock.set('2026-03-10T07:00:00Z'); // 16:00 in Tokyo, after the close
    expect((await runAllJobs(k.ctx))['intraday-close']).toBe(1);
    const before = await tableCounts(k);
    expect((await runAllJobs(k.ctx))['intraday-close']).toBe(0);
    expect(await tableCounts(k)).toEqual(before);
    // Sold at the bid 2549: gross 1,440, fees ¥100 + ¥100.
    expect(await t.cash()).toBe(1_000_000 + 1_240);
    const done = await k.post<{ status: string; result: string }[]>(
      '/trade/rnjylist',
      {},
      t.headers,
    );
    expect(done.body.data[0]).toMatchObject({ status: 'completed', result: '1240.00' });
    const closed = await k.post<{ close_reason: string }[]>(
      '/trade/userstocklists',
      { type: 'jpy' },
      t.headers,
    );
    expect(closed.body.data[0]!.close_reason).toBe('session_end');
  });

  it('returns the amount at once when the application is rejected', async () => {
    const { k } = s;
    const staff = await staffToken(k, 'rev2');
    const t = await trader(k, 'JPY', 500_000);
    await k.post('/trade/rnjyapply', { type: 'jpy', money: '200000' }, t.headers);
    const queue = await staffCall(k, staff, 'GET', '/reviews?kind=intraday');
    const item = (queue.body.data as { items: { id: number; account: string }[] }).items.find(
      (i) => i.account === t.account,
    )!;
    await staffCall(k, staff, 'POST', `/reviews/intraday/${item.id}/reject`, {
      reason: 'Not enough trading experience',
    });
    expect(await t.cash()).toBe(500_000);
    const list = await k.post<{ status: string; reason: string }[]>(
      '/trade/rnjylist',
      {},
      t.headers,
    );
    expect(list.body.data[0]).toMatchObject({
      status: 'failed',
      reason: 'Not enough trading experience',
    });
  });
});
