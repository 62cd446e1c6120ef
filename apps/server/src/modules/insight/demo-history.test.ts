import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Performance } from '@kabuto/shared/contracts/insight';
import { ManualClock } from '../../lib/clock.ts';
import type { TestKabuto } from '../../test/kabuto.ts';
import { checkLedgerAfterEach, startTestKabuto } from '../../test/kabuto.ts';
import { DEMO_CUSTOMER } from '../demo/service.ts';
import { recordAccountValues, timeWeightedReturn } from './service.ts';

/**
 * Goal: the demo customer's first run shows a replayed curve that ends at the balance the seed
 * credits, and the seed's credit, reaching the ledger after the replay, is not a second inflow.
 */
describe('the demo customer’s replayed history', () => {
  const clock = new ManualClock('2026-03-10T08:00:00Z'); // after Tokyo's close on a Tuesday
  let k: TestKabuto;
  beforeAll(async () => {
    k = await startTestKabuto({ demo: 'on' }, { clock });
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  it('replays 60 closes per market ending at the opening balance, then continues for real', async () => {
    const login = await k.post<{ token: string }>('/user/login', {
      account: DEMO_CUSTOMER.account,
      password: DEMO_CUSTOMER.password,
    });
    const headers = { token: login.body.data.token, account: DEMO_CUSTOMER.account };
    const { id } = await k.ctx.db
      .selectFrom('customers')
      .select('id')
      .where('account', '=', DEMO_CUSTOMER.account)
      .executeTakeFirstOrThrow();
    const rows = await k.ctx.db
      .selectFrom('account_values')
      .selectAll()
      .where('currency', '=', 'JPY')
      .where('customer_id', '=', id)
      .orderBy('day')
      .execute();
    expect(rows).toHaveLength(60);
    expect(rows.every((r) => r.source === 'demo')).toBe(true);
    expect(rows.at(-1)).toMatchObject({ day: '2026-03-10', value: 10_000_000 });
    expect(rows[0]!.net_flow).toBe(rows[0]!.value);
    expect(new Set(rows.map((r) => r.value)).size).toBeGreaterThan(30); // a curve, not a line
    const replayed = timeWeightedReturn(0, rows);

    // Wednesday's close is the first recorded for real: the seed's ¥10,000,000 is already there.
    clock.set('2026-03-11T08:00:00Z');
    await recordAccountValues(k.ctx);
    const real = await k.ctx.db
      .selectFrom('account_values')
      .selectAll()
      .where('currency', '=', 'JPY')
      .where('customer_id', '=', id)
      .where('source', '=', 'close')
      .execute();
    expect(real.map((r) => [r.day, r.value, r.net_flow])).toEqual([
      ['2026-03-11', 10_000_000, 10_000_000],
    ]);
    const all = await k.post<Performance>(
      '/user/performance',
      { type: 'jpy', range: 'all' },
      headers,
    );
    expect(all.body.data.points).toHaveLength(61);
    expect(all.body.data.points.at(-1)).toEqual({
      date: '2026-03-11',
      value: '10000000.00',
      net_flow: '0.00',
    });
    expect(all.body.data.twr_pct).toBe((Math.round(replayed * 10_000) / 100).toFixed(2));
  });
});
