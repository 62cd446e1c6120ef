/**
 * Maker-checker for staff-set prices (PRODUCT.md integrity rule 2): a block offer's or an IPO
 * offering's price is a proposal until a different staff member approves it; only then is the
 * product offered to customers. Every proposal, approval and rejection is audited in the same
 * transaction as the change it records.
 */
import type { PriceApproval as PriceApprovalAnswer } from '@kabuto/shared/contracts/admin-approvals';
import type { MarketCode } from '@kabuto/shared/markets';
import type { AppContext, SessionStaff } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import { applyApprovedBlockPrice } from '../blocks/service.ts';
import { applyApprovedOfferingPrice } from '../ipo/service.ts';
import { priceText } from '../market/service.ts';
import { checkBand } from './price-check.ts';

export type { CheckedPrice } from './price-check.ts';
export type { ApprovalStatus } from './repository.ts';
export { checkStaffPrice } from './price-check.ts';
export type { ProposedChange } from './four-eyes.ts';
export {
  approveChange,
  decideReviewItem,
  proposeChange,
  proposeChangeIn,
  proposeSettingChange,
  rejectChange,
  staffProposalList,
} from './four-eyes.ts';
import type { ApprovalKind, ApprovalStatus, PriceApproval } from './repository.ts';
import {
  decideProposal,
  findProposal,
  hasPendingProposal,
  insertProposal,
  latestStatuses,
  listProposals,
} from './repository.ts';

export interface PriceProposal {
  kind: ApprovalKind;
  targetId: number;
  code: string;
  market: MarketCode;
  currency: string;
  price_e4: number;
  provisional_price_e4?: number | null | undefined;
  reference_e4: number | null;
}

/**
 * Where the price of each offer or offering stands: the status of its latest proposal (pending,
 * approved or rejected). A rejected one may be followed by a new proposal.
 */
export function priceStatuses(
  db: Db | Tx,
  kind: ApprovalKind,
  targetIds: readonly number[],
): Promise<Map<number, ApprovalStatus>> {
  return latestStatuses(db, kind, targetIds);
}

/** Stores a checked price as a proposal, inside the caller's transaction, and audits it. */
export async function proposePrice(
  ctx: AppContext,
  tx: Tx,
  staff: SessionStaff,
  p: PriceProposal,
): Promise<PriceApproval> {
  if (await hasPendingProposal(tx, p.kind, p.targetId)) refuse('price_proposal_pending');
  const row = await insertProposal(tx, {
    kind: p.kind,
    target_id: p.targetId,
    code: p.code,
    currency: p.currency,
    price_e4: p.price_e4,
    provisional_price_e4: p.provisional_price_e4 ?? null,
    reference_price_e4: p.reference_e4,
    status: 'pending',
    proposed_by: actorOf(staff),
    proposed_at: ctx.clock.now().toISOString(),
  });
  await recordAudit(tx, ctx.clock, {
    actor: actorOf(staff),
    action: 'price.propose',
    target: `${p.kind}:${p.targetId}`,
    after: {
      proposal: row.id,
      price_e4: row.price_e4,
      provisional_price_e4: row.provisional_price_e4,
      reference_price_e4: row.reference_price_e4,
    },
  });
  return row;
}

export function approvalAnswer(p: PriceApproval): PriceApprovalAnswer {
  const price = (e4: number | null) => (e4 === null ? null : priceText(e4));
  return {
    id: p.id,
    kind: p.kind as ApprovalKind,
    target_id: p.target_id,
    code: p.code,
    currency: p.currency,
    price: priceText(p.price_e4),
    provisional_price: price(p.provisional_price_e4),
    reference_price: price(p.reference_price_e4),
    status: p.status as ApprovalStatus,
    proposed_by: p.proposed_by,
    proposed_at: p.proposed_at,
    decided_by: p.decided_by,
    decided_at: p.decided_at,
    reason: p.reason,
  };
}

export async function staffProposals(ctx: AppContext, status: ApprovalStatus | undefined) {
  return (await listProposals(ctx.db, status)).map(approvalAnswer);
}

async function pendingOf(tx: Tx, id: number): Promise<PriceApproval> {
  const p = await findProposal(tx, id);
  if (!p) refuse('not_found');
  if (p.status !== 'pending') refuse('already_decided');
  return p;
}

/**
 * A second staff member approves: the price is checked again against the provider's price now
 * (the market may have moved since the proposal), then takes effect and the product is offered.
 */
export async function approveProposal(ctx: AppContext, staff: SessionStaff, id: number) {
  const row = await inTransaction(ctx.db, async (tx) => {
    const p = await pendingOf(tx, id);
    if (p.proposed_by === actorOf(staff)) refuse('approval_own_proposal');
    const reference = ctx.market.quote(p.code)?.price_e4 ?? null;
    if (reference === null) {
      if (p.kind === 'block') refuse('price_unavailable');
    } else {
      await checkBand(tx, p.price_e4, reference);
      if (p.provisional_price_e4 !== null) await checkBand(tx, p.provisional_price_e4, reference);
    }
    const now = ctx.clock.now().toISOString();
    const { before_e4 } =
      p.kind === 'block'
        ? await applyApprovedBlockPrice(tx, p.target_id, p.price_e4, now)
        : await applyApprovedOfferingPrice(
            tx,
            p.target_id,
            { price_e4: p.price_e4, provisional_price_e4: p.provisional_price_e4 },
            now,
          );
    const decided = { status: 'approved', by: actorOf(staff), at: now, reason: null } as const;
    if (!(await decideProposal(tx, p.id, decided))) refuse('already_decided');
    await recordAudit(tx, ctx.clock, {
      actor: actorOf(staff),
      action: 'price.approve',
      target: `${p.kind}:${p.target_id}`,
      before: { price_e4: before_e4 },
      after: { proposal: p.id, price_e4: p.price_e4, proposed_by: p.proposed_by },
    });
    return { ...p, ...decided, decided_by: decided.by, decided_at: decided.at };
  });
  return approvalAnswer(row);
}

/** Rejects a proposal with a reason; nothing is offered or changed. The proposer may withdraw. */
export async function rejectProposal(
  ctx: AppContext,
  staff: SessionStaff,
  id: number,
  reasonText: string | undefined,
) {
  const reason = reasonText?.trim();
  if (!reason) refuse('reason_required');
  const row = await inTransaction(ctx.db, async (tx) => {
    const p = await pendingOf(tx, id);
    const now = ctx.clock.now().toISOString();
    const decided = { status: 'rejected', by: actorOf(staff), at: now, reason } as const;
    if (!(await decideProposal(tx, p.id, decided))) refuse('already_decided');
    await recordAudit(tx, ctx.clock, {
      actor: actorOf(staff),
      action: 'price.reject',
      target: `${p.kind}:${p.target_id}`,
      after: { proposal: p.id, price_e4: p.price_e4, proposed_by: p.proposed_by },
      reason,
    });
    return { ...p, status: decided.status, decided_by: decided.by, decided_at: now, reason };
  });
  return approvalAnswer(row);
}
