/**
 * Goal (issue 14, "the demo customer completes every journey without staff action"): in demo
 * mode a day-trading or credit-loan application is approved at once by the system, the audit says so (actor
 * system:demo-auto-approval, action review.auto_approve), and the customer trades with it; with
 * the setting demo_auto_approve off it waits for staff as in a real deployment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import type { TestKabuto } from '../../test/kabuto.ts';
import { checkLedgerAfterEach, startTestKabuto } from '../../test/kabuto.ts';
import { trader } from '../../test/trading.ts';
import { DEMO_AUTO_ACTOR } from './service.ts';
import { configureSetting } from '../site/service.ts';

// Tuesday 2026-03-10 10:30 JST: Tokyo is open.
const clock = new ManualClock('2026-03-10T01:30:00Z');

describe('day trading in demo mode', () => {
  let k: TestKabuto;
  beforeAll(async () => {
    k = await startTestKabuto({ demo: 'on' }, { clock });
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  const reviewOf = (subjectId: number) =>
    k.ctx.db
      .selectFrom('review_items')
      .selectAll()
      .where('kind', '=', 'intraday')
      .where('subject_id', '=', subjectId)
      .executeTakeFirstOrThrow();

  it('is approved at once by the system, audited as automatic, and trades', async () => {
    const t = await trader(k, 'JPY', 1_000_000);
    const app = await k.post<{ id: number; status: string; credit: string }>(
      '/trade/rnjyapply',
      { type: 'jpy', money: '100000' },
      t.headers,
    );
    expect(app.body).toMatchObject({ status: 1, msg: 'intraday_approved' });
    expect(app.body.data).toMatchObject({ status: 'trading', credit: '100000.00' });
    const review = await reviewOf(app.body.data.id);
    expect(review).toMatchObject({ status: 'approved', decided_by: DEMO_AUTO_ACTOR });
    const audit = await k.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `intraday:${review.id}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: DEMO_AUTO_ACTOR, action: 'review.auto_approve' });
    expect(audit[0]!.reason).toContain('demo mode');
    const order = await k.post(
      '/trade/buy',
      { code: '7203', num: '10', leverage: '1', intraday: '1' },
      t.headers,
    );
    expect(order.body.status).toBe(1);
  });

  it('grants a credit loan at once, paid into cash, audited as automatic', async () => {
    const t = await trader(k, 'JPY', 1_000_000);
    const applied = await k.post<{ id: number; status: string }>(
      '/user/loan',
      { type: 'jpy', money: '100000' },
      t.headers,
    );
    expect(applied.body).toMatchObject({ status: 1, msg: 'loan_success' });
    expect(applied.body.data.status).toBe('active');
    expect(await t.cash()).toBe(1_100_000);
    const review = await k.ctx.db
      .selectFrom('review_items')
      .selectAll()
      .where('kind', '=', 'loan')
      .where('subject_id', '=', applied.body.data.id)
      .executeTakeFirstOrThrow();
    expect(review).toMatchObject({ status: 'approved', decided_by: DEMO_AUTO_ACTOR });
    const audit = await k.ctx.db
      .selectFrom('audit_log')
      .select(['actor', 'action'])
      .where('target', '=', `loan:${review.id}`)
      .execute();
    expect(audit).toEqual([{ actor: DEMO_AUTO_ACTOR, action: 'review.auto_approve' }]);
  });

  it('waits for staff when the setting is off', async () => {
    await configureSetting(k.ctx, 'demo_auto_approve', '0', 'test');
    const t = await trader(k, 'JPY', 1_000_000);
    const app = await k.post<{ id: number; status: string }>(
      '/trade/rnjyapply',
      { type: 'jpy', money: '100000' },
      t.headers,
    );
    expect(app.body).toMatchObject({ status: 1, msg: 'intraday_submitted' });
    expect(app.body.data.status).toBe('submitted');
    expect(await reviewOf(app.body.data.id)).toMatchObject({ status: 'pending', decided_by: null });
    const loan = await k.post<{ status: string }>(
      '/user/loan',
      { type: 'jpy', money: '1000' },
      t.headers,
    );
    expect(loan.body).toMatchObject({
      status: 1,
      msg: 'loan_applied',
      data: { status: 'pending' },
    });
  });
});
