import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Allocation, Performance } from '@kabuto/shared/contracts/insight';
import { runAllJobs } from '../../jobs.ts';
import { checkLedgerAfterEach } from '../../test/kabuto.ts';
import { TEST_CARD, fund, staffCall, staffToken } from '../../test/funding.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';
import { rebuildAccountValues, recordAccountValues, timeWeightedReturn } from './service.ts';

/**
 * Goal: the daily account values are the account figures at each close, recorded once by the job,
 * worked out again from the ledger and the closing prices, and their time-weighted return leaves
 * deposits and withdrawals out. Tokyo closes at 15:30 (06:30 UTC); fee 0.10 %, minimum ¥100.
 */
describe('daily account values and performance', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  it('chains daily returns with flows at the start of the day', () => {
    expect(timeWeightedReturn(0, [])).toBe(0);
    // +10 % on 100, then 50 more comes in and the whole 160 is flat: 10 %, not 60 %.
    const r = timeWeightedReturn(0, [
      { value: 110, net_flow: 100 },
      { value: 160, net_flow: 50 },
    ]);
    expect(r).toBeCloseTo(0.1, 12);
    // Nothing invested (all withdrawn): no return that day, not a loss of 100 %.
    expect(timeWeightedReturn(100, [{ value: 0, net_flow: -100 }])).toBe(0);
  });

  it('records deposit, trade and withdrawal days whose return is the hand-computed one', async () => {
    const { k, market, clock } = s;
    // Day 1, Tue 10 March: ¥1,000,000 arrives; 100 × 7203 bought at the ask 2501 (fee 251).
    clock.set('2026-03-10T01:30:00Z');
    const t = await trader(k, 'JPY', 1_000_000);
    market.set('7203', 2500);
    const buy = await k.post<{ position_id: number }>(
      '/trade/buy',
      { code: '7203', num: '100', direction: 'long', leverage: '1', nonce: 'twr-1' },
      t.headers,
    );
    expect(buy.body.status).toBe(1);
    market.set('7203', 2600); // the day's close
    clock.set('2026-03-10T07:00:00Z');
    const live = await k.post<{ net_assets: string }>('/user/assets', { type: 'jpy' }, t.headers);
    expect(live.body.data.net_assets).toBe('1009649.00');
    await recordAccountValues(k.ctx);
    expect(await recordAccountValues(k.ctx)).toBe(0); // once per close

    // Day 2: ¥500,000 more; closes at 2550.
    clock.set('2026-03-11T01:30:00Z');
    market.set('7203', 2700);
    await fund(k, t.id, 'JPY', 500_000);
    market.set('7203', 2550);
    clock.set('2026-03-11T07:00:00Z');
    await runAllJobs(k.ctx);

    // Day 3: closed at the bid 2799 (gross 29,800, fee 280), then ¥300,000 withdrawn.
    clock.set('2026-03-12T01:30:00Z');
    market.set('7203', 2800);
    const sold = await k.post('/trade/sell', { id: buy.body.data.position_id }, t.headers);
    expect(sold.body.status).toBe(1);
    const card = await k.post<{ id: number }>('/user/bankadd', TEST_CARD, t.headers);
    const asked = await k.post(
      '/user/withdraw',
      { type: 'jpy', money: '300000', bank_id: String(card.body.data.id), fund_password: '123456' },
      t.headers,
    );
    expect(asked.body.status).toBe(1);
    const staff = await staffToken(k);
    const queue = await staffCall(k, staff, 'GET', '/reviews?kind=withdrawal');
    const item = (queue.body.data as { items: { id: number; account: string }[] }).items.find(
      (i) => i.account === t.account,
    )!;
    await staffCall(k, staff, 'POST', `/reviews/withdrawal/${item.id}/approve`, {});
    clock.set('2026-03-12T07:00:00Z');
    await recordAccountValues(k.ctx);

    const rows = await k.ctx.db
      .selectFrom('account_values')
      .selectAll()
      .where('customer_id', '=', t.id)
      .orderBy('day')
      .execute();
    expect(rows.map((r) => [r.day, r.cash, r.positions, r.value, r.net_flow])).toEqual([
      ['2026-03-10', 749_649, 260_000, 1_009_649, 1_000_000],
      ['2026-03-11', 1_249_649, 255_000, 1_504_649, 500_000],
      ['2026-03-12', 1_229_269, 0, 1_229_269, -300_000],
    ]);

    // (1,009,649 ÷ 1,000,000) × (1,504,649 ÷ 1,509,649) × (1,229,269 ÷ 1,204,649) − 1 = 2.687 %.
    const all = await k.post<Performance>(
      '/user/performance',
      { type: 'jpy', range: 'all' },
      t.headers,
    );
    expect(all.body.data).toMatchObject({
      currency: 'JPY',
      twr_pct: '2.69',
      realised_pnl: '29269.00', // 29,800 − 251 − 280
      unrealised_pnl: '0.00',
    });
    expect(all.body.data.points).toEqual([
      { date: '2026-03-10', value: '1009649.00', net_flow: '1000000.00' },
      { date: '2026-03-11', value: '1504649.00', net_flow: '500000.00' },
      { date: '2026-03-12', value: '1229269.00', net_flow: '-300000.00' },
    ]);
    // A week from Thursday: the same three days, chained from nothing before them.
    const week = await k.post<Performance>(
      '/user/performance',
      { type: 'jpy', range: '1w' },
      t.headers,
    );
    expect(week.body.data.twr_pct).toBe('2.69');
  });

  it('rebuilds from the ledger and the closes exactly the rows the job recorded', async () => {
    const { k, market, clock } = s;
    // Day 4: more activity after the recorded closes must not change what they were.
    clock.set('2026-03-13T01:30:00Z');
    const other = await trader(k, 'JPY', 2_000_000);
    market.set('6758', 3000);
    const buy = await k.post(
      '/trade/buy',
      { code: '6758', num: '200', direction: 'long', leverage: '2', nonce: 'twr-2' },
      other.headers,
    );
    expect(buy.body.status).toBe(1);
    clock.set('2026-03-13T07:00:00Z');
    await recordAccountValues(k.ctx);
    clock.set('2026-03-16T01:00:00Z');
    market.set('6758', 2500);

    const recorded = await k.ctx.db
      .selectFrom('account_values')
      .selectAll()
      .orderBy('day')
      .execute();
    expect(recorded.length).toBeGreaterThanOrEqual(4);
    const rebuilt = await rebuildAccountValues(k.ctx, 'jpy', 5);
    const key = (r: { day: string; customer_id: number }) => `${r.day}:${r.customer_id}`;
    expect(rebuilt.map((r) => ({ ...r })).sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
      recorded
        .map((r) => ({ ...r, customer_id: Number(r.customer_id) }))
        .sort((a, b) => key(a).localeCompare(key(b))),
    );
  });

  it('answers the allocation by market, currency and product', async () => {
    const { k } = s;
    const t = await trader(k, 'JPY', 100_000);
    await fund(k, t.id, 'USD', 10_000); // $100.00 at the test rate 1
    const a = await k.post<Allocation>('/user/allocation', { type: 'jpy' }, t.headers);
    expect(a.body.data.currency).toBe('JPY');
    expect(a.body.data.by_currency).toEqual([
      { key: 'JPY', value: '100000.00', pct: '99.90' },
      { key: 'USD', value: '100.00', pct: '0.10' },
    ]);
    expect(a.body.data.by_product).toEqual([{ key: 'cash', value: '100100.00', pct: '100.00' }]);
    expect(a.body.data.by_market).toEqual([]);
    const bad = await k.post('/user/performance', { type: 'jpy', range: '2y' }, t.headers);
    expect(bad.body.msg).toBe('invalid_parameter');
  });
});
