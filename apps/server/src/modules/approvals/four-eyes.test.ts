/**
 * Four-eyes in the back office (issue 16): changing a setting, lifting a ban or a freeze,
 * approving a withdrawal above the configured amount and a ledger correction are proposals by one
 * staff member that change nothing until a different staff member with the kind's role approves
 * them before they expire. Before: one staff member alone did each of them at once.
 */
import type { FourEyesProposal } from '@kabuto/shared/contracts/admin-approvals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCrew } from '../../test/four-eyes.ts';
import { checkLedgerAfterEach, tableCounts } from '../../test/kabuto.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';
import { setting } from '../site/service.ts';

const HOUR = 3_600_000;

describe('four-eyes proposals', () => {
  let s: TradingSetup;
  let crew: Awaited<ReturnType<typeof startCrew>>;
  const startCrew = (k: TradingSetup['k']) =>
    staffCrew(k, 'fe', {
      admin: ['admin'],
      admin2: ['admin'],
      op: ['operator'],
      op2: ['operator'],
      rev: ['reviewer'],
      aud: ['auditor'],
    });
  beforeAll(async () => {
    s = await startTradingKabuto();
    crew = await startCrew(s.k);
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  const call: typeof crew.call = (...args) => crew.call(...args);
  const approve: typeof crew.approve = (...args) => crew.approve(...args);
  const pendingFor = async (target: string) => {
    const list = await call('aud', 'GET', '/proposals?status=pending');
    return (list.body.data as FourEyesProposal[]).find((p) => p.target === target);
  };
  const auditOf = (target: string) =>
    s.k.ctx.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'reason'])
      .where('target', '=', target)
      .orderBy('id')
      .execute();

  it('changes a setting only when a second admin approves; the proposer and other roles cannot', async () => {
    const before = await setting(s.k.ctx.db, 'fx_spread_bps');
    const proposed = await call('admin', 'POST', '/settings/fx_spread_bps', {
      value: '75',
      reason: 'Wider spread in volatile markets',
    });
    expect(proposed.body).toMatchObject({
      status: 1,
      msg: 'proposal_submitted',
      data: {
        kind: 'setting',
        target: 'setting:fx_spread_bps',
        change: { value: '75' },
        status: 'pending',
        approver_role: 'admin',
        proposer: 'staff:fe-admin',
      },
    });
    const p = proposed.body.data as FourEyesProposal;
    expect(await setting(s.k.ctx.db, 'fx_spread_bps')).toBe(before);
    // A second proposal for the same setting waits for the first.
    const again = await call('admin2', 'POST', '/settings/fx_spread_bps', {
      value: '80',
      reason: 'x',
    });
    expect(again.body.msg).toBe('proposal_pending');
    expect((await approve('admin', p.id)).body.msg).toBe('approval_own_proposal');
    expect((await approve('op', p.id)).body).toMatchObject({
      status: 0,
      msg: 'proposal_role_required',
      params: { role: 'admin' },
    });
    expect((await approve('aud', p.id)).http).toBe(403);
    expect(await setting(s.k.ctx.db, 'fx_spread_bps')).toBe(before);
    const approved = await approve('admin2', p.id);
    expect(approved.body).toMatchObject({
      status: 1,
      data: { status: 'approved', decided_by: 'staff:fe-admin2' },
    });
    expect(await setting(s.k.ctx.db, 'fx_spread_bps')).toBe(75);
    expect((await approve('admin2', p.id)).body.msg).toBe('already_decided');
    expect(await auditOf('setting:fx_spread_bps')).toEqual([
      {
        actor: 'staff:fe-admin',
        action: 'proposal.propose',
        reason: 'Wider spread in volatile markets',
      },
      {
        actor: 'staff:fe-admin2',
        action: 'setting.change',
        reason: 'Wider spread in volatile markets',
      },
      {
        actor: 'staff:fe-admin2',
        action: 'proposal.approve',
        reason: 'Wider spread in volatile markets',
      },
    ]);
  });

  it('refuses an expired proposal (typed expiry), which changes nothing and can be proposed again', async () => {
    const expiry = await call('admin', 'POST', '/settings/proposal_expiry_hours', {
      value: '1',
      reason: 'Proposals expire within the hour',
    });
    await approve('admin2', (expiry.body.data as FourEyesProposal).id);
    expect(await setting(s.k.ctx.db, 'proposal_expiry_hours')).toBe(1);
    const proposed = await call('admin', 'POST', '/settings/max_pending_orders', {
      value: '30',
      reason: 'More pending orders',
    });
    const p = proposed.body.data as FourEyesProposal;
    expect(Date.parse(p.expires_at) - Date.parse(p.proposed_at)).toBe(HOUR);
    s.clock.advance(HOUR);
    const tables = ['settings', 'staff_proposals', 'audit_log'] as const;
    const counts = await tableCounts(s.k, tables);
    expect((await approve('admin2', p.id)).body.msg).toBe('proposal_expired');
    expect(await tableCounts(s.k, tables)).toEqual(counts);
    expect(await setting(s.k.ctx.db, 'max_pending_orders')).toBe(20);
    const all = await call('aud', 'GET', '/proposals');
    expect((all.body.data as FourEyesProposal[]).find((x) => x.id === p.id)?.status).toBe(
      'expired',
    );
    expect(await pendingFor('setting:max_pending_orders')).toBeUndefined();
    const anew = await call('admin', 'POST', '/settings/max_pending_orders', {
      value: '30',
      reason: 'More pending orders',
    });
    expect(anew.body.msg).toBe('proposal_submitted');
    const withdrawn = await call(
      'admin',
      'POST',
      `/proposals/${(anew.body.data as FourEyesProposal).id}/reject`,
      { reason: 'Withdrawn by its proposer' },
    );
    expect(withdrawn.body.data).toMatchObject({ status: 'rejected' });
  });

  it('freezes at once, but lifts a freeze only when a second operator approves', async () => {
    const c = await trader(s.k, 'JPY', 50_000);
    const status = (funds_frozen: boolean, who: 'op' | 'op2' = 'op') =>
      call(who, 'POST', `/customers/${c.account}/status`, {
        login_banned: false,
        funds_frozen,
        trade_barred: false,
        reason: funds_frozen ? 'Suspicious transfers' : 'Cleared by compliance',
      });
    const frozen = async () =>
      !!(
        await s.k.ctx.db
          .selectFrom('customers')
          .select('funds_frozen')
          .where('account', '=', c.account)
          .executeTakeFirstOrThrow()
      ).funds_frozen;
    expect((await status(true)).body).toMatchObject({ status: 1, msg: 'modify_success' });
    expect(await frozen()).toBe(true);
    const lift = await status(false);
    expect(lift.body).toMatchObject({ status: 1, msg: 'proposal_submitted' });
    expect(lift.body.data).toMatchObject({ funds_frozen: true });
    expect(await frozen()).toBe(true);
    const p = (await pendingFor(`customer:${c.account}`))!;
    expect(p).toMatchObject({ kind: 'customer_status', change: { funds_frozen: false } });
    expect((await approve('op', p.id)).body.msg).toBe('approval_own_proposal');
    expect((await approve('rev', p.id)).http).toBe(200);
    expect((await approve('rev', p.id)).body.msg).toBe('proposal_role_required');
    expect(await frozen()).toBe(true);
    expect((await approve('op2', p.id)).body.status).toBe(1);
    expect(await frozen()).toBe(false);
  });

  it('rejects with a reason and changes nothing', async () => {
    const c = await trader(s.k, 'JPY', 0);
    await call('op', 'POST', `/customers/${c.account}/status`, {
      login_banned: true,
      funds_frozen: false,
      trade_barred: false,
      reason: 'Ban',
    });
    await call('op', 'POST', `/customers/${c.account}/status`, {
      login_banned: false,
      funds_frozen: false,
      trade_barred: false,
      reason: 'Lift',
    });
    const p = (await pendingFor(`customer:${c.account}`))!;
    const url = `/proposals/${p.id}/reject`;
    expect((await call('op2', 'POST', url, { reason: ' ' })).body.msg).toBe('reason_required');
    const rejected = await call('op2', 'POST', url, { reason: 'Not yet cleared' });
    expect(rejected.body).toMatchObject({
      status: 1,
      data: { status: 'rejected', decision_reason: 'Not yet cleared' },
    });
    expect((await approve('op2', p.id)).body.msg).toBe('already_decided');
    const login = await s.k.postAsIs('/user/login', { account: c.account, password: 'secret12' });
    expect(login.body.status).toBe(0);
  });
});
