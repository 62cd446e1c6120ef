/**
 * Four-eyes for staff changes (issue 16): a setting, lifting a ban or a freeze, approving a
 * withdrawal above the configured amount and a ledger correction are proposals by one staff
 * member; they take effect only when a different staff member with the kind's role approves
 * before the proposal expires (`proposal_expiry_hours`). Proposal, approval and rejection are each
 * audited in the transaction that records them; the approval runs the owning module's handler in
 * the same transaction, so the change and its record are one.
 */
import type {
  FourEyesKind,
  FourEyesProposal as ProposalAnswer,
} from '@kabuto/shared/contracts/admin-approvals';
import type { AppContext, SessionStaff } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import { decideReview, reviewFourEyesChange } from '../reviews/service.ts';
import { checkSettingChange, setting } from '../site/service.ts';
import type { StaffProposal } from './repository.ts';
import {
  decideStaffProposal,
  findStaffProposal,
  insertStaffProposal,
  listStaffProposals,
  livePendingProposal,
} from './repository.ts';

const HOUR_MS = 3_600_000;

export interface ProposedChange {
  kind: FourEyesKind;
  target: string;
  change: Record<string, unknown>;
  reason: string | undefined;
}

function roleOf(ctx: AppContext, kind: string): string {
  const handler = ctx.fourEyes.get(kind);
  if (!handler) throw new Error(`four-eyes kind ${kind} has no handler`);
  return handler.role;
}

function statusOf(p: StaffProposal, now: string): ProposalAnswer['status'] {
  if (p.status === 'pending' && p.expires_at <= now) return 'expired';
  return p.status as ProposalAnswer['status'];
}

export function proposalAnswer(ctx: AppContext, p: StaffProposal): ProposalAnswer {
  return {
    id: p.id,
    kind: p.kind as FourEyesKind,
    target: p.target,
    change: JSON.parse(p.change_json) as ProposalAnswer['change'],
    reason: p.reason,
    status: statusOf(p, ctx.clock.now().toISOString()),
    approver_role: roleOf(ctx, p.kind),
    proposer: p.proposed_by,
    proposed_at: p.proposed_at,
    expires_at: p.expires_at,
    decided_by: p.decided_by,
    decided_at: p.decided_at,
    decision_reason: p.decision_reason,
  };
}

/**
 * Records a proposal inside the caller's transaction and audits it. A reason is required; a
 * second live proposal for the same target is refused (`proposal_pending`).
 */
export async function proposeChangeIn(
  ctx: AppContext,
  tx: Tx,
  staff: SessionStaff,
  input: ProposedChange,
): Promise<ProposalAnswer> {
  const reason = input.reason?.trim();
  if (!reason) refuse('reason_required');
  const now = ctx.clock.now();
  if (await livePendingProposal(tx, input.kind, input.target, now.toISOString()))
    refuse('proposal_pending');
  const hours = await setting(tx, 'proposal_expiry_hours');
  const row = await insertStaffProposal(tx, {
    kind: input.kind,
    target: input.target,
    change_json: JSON.stringify(input.change),
    reason,
    status: 'pending',
    proposed_by: actorOf(staff),
    proposed_at: now.toISOString(),
    expires_at: new Date(now.getTime() + hours * HOUR_MS).toISOString(),
  });
  await recordAudit(tx, ctx.clock, {
    actor: actorOf(staff),
    action: 'proposal.propose',
    target: input.target,
    after: { proposal: row.id, kind: input.kind, change: input.change },
    reason,
  });
  return proposalAnswer(ctx, row);
}

/** Proposes a change in a transaction of its own. */
export function proposeChange(ctx: AppContext, staff: SessionStaff, input: ProposedChange) {
  return inTransaction(ctx.db, (tx) => proposeChangeIn(ctx, tx, staff, input));
}

export async function staffProposalList(ctx: AppContext, pendingOnly: boolean) {
  const rows = await listStaffProposals(ctx.db, pendingOnly);
  return rows
    .map((p) => proposalAnswer(ctx, p))
    .filter((p) => !pendingOnly || p.status === 'pending');
}

async function pendingProposal(ctx: AppContext, db: Db | Tx, id: number) {
  const p = await findStaffProposal(db, id);
  if (!p) refuse('not_found');
  const status = statusOf(p, ctx.clock.now().toISOString());
  if (status === 'expired') refuse('proposal_expired');
  if (status !== 'pending') refuse('already_decided');
  return p;
}

/**
 * A different staff member with the kind's role approves: the owning module applies the change,
 * then the decision is recorded (only if nobody decided first) and audited.
 */
export async function approveChange(ctx: AppContext, staff: SessionStaff, id: number) {
  const row = await inTransaction(ctx.db, async (tx) => {
    const p = await pendingProposal(ctx, tx, id);
    const actor = actorOf(staff);
    if (p.proposed_by === actor) refuse('approval_own_proposal');
    const handler = ctx.fourEyes.get(p.kind);
    if (!handler) throw new Error(`four-eyes kind ${p.kind} has no handler`);
    if (!staff.roles.includes('admin') && !staff.roles.includes(handler.role))
      refuse('proposal_role_required', { role: handler.role });
    const at = ctx.clock.now().toISOString();
    const decided = { status: 'approved', by: actor, at, reason: null } as const;
    if (!(await decideStaffProposal(tx, p.id, decided))) refuse('already_decided');
    const change = JSON.parse(p.change_json) as Record<string, unknown>;
    await handler.apply(tx, {
      id: p.id,
      target: p.target,
      change,
      reason: p.reason,
      proposer: p.proposed_by,
      approver: actor,
    });
    await recordAudit(tx, ctx.clock, {
      actor,
      action: 'proposal.approve',
      target: p.target,
      after: { proposal: p.id, kind: p.kind, change, proposed_by: p.proposed_by },
      reason: p.reason,
    });
    return { ...p, status: 'approved', decided_by: actor, decided_at: at };
  });
  return proposalAnswer(ctx, row);
}

/** Rejects (or, by its proposer, withdraws) a pending proposal with a reason; nothing changes. */
export async function rejectChange(
  ctx: AppContext,
  staff: SessionStaff,
  id: number,
  reasonText: string | undefined,
) {
  const reason = reasonText?.trim();
  if (!reason) refuse('reason_required');
  const row = await inTransaction(ctx.db, async (tx) => {
    const p = await pendingProposal(ctx, tx, id);
    const actor = actorOf(staff);
    const at = ctx.clock.now().toISOString();
    const decided = { status: 'rejected', by: actor, at, reason } as const;
    if (!(await decideStaffProposal(tx, p.id, decided))) refuse('already_decided');
    await recordAudit(tx, ctx.clock, {
      actor,
      action: 'proposal.reject',
      target: p.target,
      after: { proposal: p.id, kind: p.kind, proposed_by: p.proposed_by },
      reason,
    });
    return { ...p, status: 'rejected', decided_by: actor, decided_at: at, decision_reason: reason };
  });
  return proposalAnswer(ctx, row);
}

/** Proposes a setting's new value, checked against the setting's rule first. */
export function proposeSettingChange(
  ctx: AppContext,
  staff: SessionStaff,
  name: string,
  input: { value: string; reason?: string | undefined },
) {
  if (!input.reason?.trim()) refuse('reason_required');
  checkSettingChange(name, input.value);
  return proposeChange(ctx, staff, {
    kind: 'setting',
    target: `setting:${name}`,
    change: { value: input.value },
    reason: input.reason,
  });
}

/**
 * A review decision with four-eyes (issue 16): approving an item that needs a second staff
 * member (a withdrawal above the configured amount) makes a proposal instead (`proposed`), which
 * the `withdrawal` handler decides once another reviewer approves it.
 */
export async function decideReviewItem(
  ctx: AppContext,
  staff: SessionStaff,
  input: { kind: string; id: number; decision: 'approve' | 'reject'; reason: string | undefined },
) {
  if (input.decision === 'approve') {
    const item = await inTransaction(ctx.db, async (tx) => {
      const found = await reviewFourEyesChange(ctx, tx, input.kind, input.id);
      if (!found) return null;
      await proposeChangeIn(ctx, tx, staff, {
        kind: 'withdrawal',
        target: `${input.kind}:${input.id}`,
        change: { ...found.change, review_item: input.id },
        reason: input.reason?.trim() || 'Above the four-eyes amount',
      });
      return found.item;
    });
    if (item) return { item, proposed: true };
  }
  return { item: await decideReview(ctx, staff, input), proposed: false };
}
