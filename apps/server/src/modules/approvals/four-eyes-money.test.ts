/**
 * Four-eyes where money moves (issue 16): a withdrawal above the configured amount is paid only
 * when a second reviewer approves it, and a ledger correction (which staff could not post before)
 * is an exact reversing transfer with its reason, posted only when a second admin approves it,
 * and shown in the customer's fund records.
 */
import type { FourEyesProposal } from '@kabuto/shared/contracts/admin-approvals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerAfterEach, tableCounts } from '../../test/kabuto.ts';
import { staffCrew } from '../../test/four-eyes.ts';
import { proposeAndApprove } from '../../test/staff-auth.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';

const card = {
  name: 'YAMADA TARO',
  card: '7654321',
  card_type: 'ordinary',
  bank: 'Kabuto Bank',
  branch: 'Shibuya',
  branch_code: '123',
};

describe('four-eyes where money moves', () => {
  let s: TradingSetup;
  let crew: Awaited<ReturnType<typeof startCrew>>;
  const startCrew = (k: TradingSetup['k']) =>
    staffCrew(k, 'fm', {
      admin: ['admin'],
      admin2: ['admin'],
      op: ['operator'],
      rev: ['reviewer'],
      rev2: ['reviewer'],
    });
  beforeAll(async () => {
    s = await startTradingKabuto();
    crew = await startCrew(s.k);
    const limit = await proposeAndApprove(s.k, crew.tokens.admin2, () =>
      crew.call('admin', 'POST', '/settings/four_eyes_withdrawal_jpy', {
        value: '20000',
        reason: 'Second reviewer above 20,000 JPY',
      }),
    );
    expect(limit.body.msg).toBe('submit_success');
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  const call: typeof crew.call = (...args) => crew.call(...args);
  const approve: typeof crew.approve = (...args) => crew.approve(...args);
  const balance = (customerId: number, purpose: 'cash' | 'frozen') =>
    s.k.ctx.ledger.balance(s.k.ctx.db, { customerId, purpose, currency: 'JPY' });

  async function withdrawal(amount: string) {
    const c = await trader(s.k, 'JPY', 100_000);
    const bank = await s.k.post<{ id: number }>('/user/bankadd', card, c.headers);
    const res = await s.k.post(
      '/user/withdraw',
      { type: 'jpy', money: amount, bank_id: String(bank.body.data.id), fund_password: '123456' },
      c.headers,
    );
    expect(res.body.status).toBe(1);
    const queue = await call('rev', 'GET', '/reviews?kind=withdrawal');
    const item = (queue.body.data as { items: { id: number; account: string }[] }).items.find(
      (i) => i.account === c.account,
    )!;
    return { c, item };
  }

  it('pays a withdrawal above the amount only when a second reviewer approves it', async () => {
    const { c, item } = await withdrawal('30000');
    const first = await call('rev', 'POST', `/reviews/withdrawal/${item.id}/approve`, {});
    expect(first.body).toMatchObject({
      status: 1,
      msg: 'proposal_submitted',
      data: { status: 'pending' },
    });
    expect(await balance(c.id, 'frozen')).toBe(30_000);
    const list = await call('rev2', 'GET', '/proposals?status=pending');
    const p = (list.body.data as FourEyesProposal[]).find(
      (x) => x.target === `withdrawal:${item.id}`,
    )!;
    expect(p).toMatchObject({
      kind: 'withdrawal',
      approver_role: 'reviewer',
      change: { amount: '30000.00', currency: 'JPY' },
    });
    // The same reviewer approving the item again proposes nothing new.
    const twice = await call('rev', 'POST', `/reviews/withdrawal/${item.id}/approve`, {});
    expect(twice.body.msg).toBe('proposal_pending');
    expect((await approve('rev', p.id)).body.msg).toBe('approval_own_proposal');
    expect((await approve('op', p.id)).body.msg).toBe('proposal_role_required');
    expect(await balance(c.id, 'frozen')).toBe(30_000);
    expect((await approve('rev2', p.id)).body.status).toBe(1);
    expect(await balance(c.id, 'frozen')).toBe(0);
    expect(await balance(c.id, 'cash')).toBe(70_000);
    const decided = await call('rev', 'GET', '/reviews?kind=withdrawal&status=approved');
    expect(
      (decided.body.data as { items: { id: number; decided_by: string }[] }).items.find(
        (i) => i.id === item.id,
      ),
    ).toMatchObject({ decided_by: 'staff:fm-rev2' });
  });

  it('pays a withdrawal at or below the amount on one approval', async () => {
    const { c, item } = await withdrawal('20000');
    const res = await call('rev', 'POST', `/reviews/withdrawal/${item.id}/approve`, {});
    expect(res.body).toMatchObject({ status: 1, msg: 'submit_success' });
    expect(await balance(c.id, 'frozen')).toBe(0);
  });

  it('posts a ledger correction as an exact reversal with its reason once a second admin approves', async () => {
    const c = await trader(s.k, 'JPY', 50_000);
    const records = await s.k.post<{ items: { transfer_id: number; type: string }[] }>(
      '/user/fundlist',
      { kind: 'recharge' },
      c.headers,
    );
    const original = records.body.data.items[0]!;
    expect(original.type).toBe('demo_funding');
    const reason = 'Credited twice by the bank feed';
    const before = await tableCounts(s.k, ['ledger_transfers', 'ledger_postings']);
    const proposed = await call('op', 'POST', '/ledger/corrections', {
      transfer_id: original.transfer_id,
      reason,
    });
    expect(proposed.body).toMatchObject({
      status: 1,
      msg: 'proposal_submitted',
      data: {
        kind: 'ledger_correction',
        target: `transfer:${original.transfer_id}`,
        approver_role: 'admin',
        reason,
      },
    });
    const p = proposed.body.data as FourEyesProposal;
    expect(await tableCounts(s.k, ['ledger_transfers', 'ledger_postings'])).toEqual(before);
    expect(await balance(c.id, 'cash')).toBe(50_000);
    expect(
      (
        await call('op', 'POST', '/ledger/corrections', {
          transfer_id: original.transfer_id,
          reason: 'x',
        })
      ).body.msg,
    ).toBe('proposal_pending');
    expect((await approve('op', p.id)).body.msg).toBe('approval_own_proposal');
    expect((await approve('rev', p.id)).http).toBe(200);
    expect((await approve('rev', p.id)).body.msg).toBe('proposal_role_required');
    expect((await approve('admin', p.id)).body.status).toBe(1);
    expect(await balance(c.id, 'cash')).toBe(0);

    const postings = (transferId: number) =>
      s.k.ctx.db
        .selectFrom('ledger_postings')
        .select(['account_id', 'amount', 'currency'])
        .where('transfer_id', '=', transferId)
        .orderBy('account_id')
        .execute();
    const reversal = await s.k.ctx.db
      .selectFrom('ledger_transfers')
      .selectAll()
      .where('reverses_transfer_id', '=', original.transfer_id)
      .executeTakeFirstOrThrow();
    expect(reversal).toMatchObject({ code: 'reversal', memo: reason, actor: 'staff:fm-admin' });
    const negated = (await postings(original.transfer_id)).map((x) => ({
      ...x,
      amount: -x.amount,
    }));
    expect(await postings(reversal.id)).toEqual(negated);

    // The customer sees the reversal, with its reason, in the fund records.
    const trades = await s.k.post<{
      items: { transfer_id: number; type: string; amount: string; memo: string | null }[];
    }>('/user/fundlist', { kind: 'trade' }, c.headers);
    expect(trades.body.data.items.find((i) => i.transfer_id === reversal.id)).toMatchObject({
      type: 'reversal',
      amount: '-50000.00',
      memo: reason,
    });

    const refusals = [
      [original.transfer_id, 'transfer_already_reversed'],
      [reversal.id, 'correction_of_reversal'],
      [2_000_000, 'not_found'],
    ] as const;
    for (const [transfer_id, msg] of refusals) {
      const res = await call('op', 'POST', '/ledger/corrections', { transfer_id, reason: 'again' });
      expect(res.body.msg).toBe(msg);
    }
    expect(
      (await call('op', 'POST', '/ledger/corrections', { transfer_id: reversal.id })).body.msg,
    ).toBe('correction_of_reversal');
  });

  it('leaves a correction pending when the money is no longer there to reverse', async () => {
    const c = await trader(s.k, 'JPY', 50_000);
    const records = await s.k.post<{ items: { transfer_id: number }[] }>(
      '/user/fundlist',
      { kind: 'recharge' },
      c.headers,
    );
    const transferId = records.body.data.items[0]!.transfer_id;
    const proposed = await call('op', 'POST', '/ledger/corrections', {
      transfer_id: transferId,
      reason: 'Wrong customer',
    });
    const p = proposed.body.data as FourEyesProposal;
    // The customer withdraws most of it before the approval.
    const bank = await s.k.post<{ id: number }>('/user/bankadd', card, c.headers);
    await s.k.post(
      '/user/withdraw',
      { type: 'jpy', money: '40000', bank_id: String(bank.body.data.id), fund_password: '123456' },
      c.headers,
    );
    const res = await approve('admin', p.id);
    expect(res.body).toMatchObject({ status: 0, msg: 'balance_insufficient' });
    const list = await call('admin', 'GET', '/proposals?status=pending');
    expect((list.body.data as FourEyesProposal[]).map((x) => x.id)).toContain(p.id);
    expect(await balance(c.id, 'cash')).toBe(10_000);
  });
});
