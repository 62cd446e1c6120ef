import type { AppContext, SessionStaff } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import { refuse } from '../../lib/refusal.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import type { ReviewStatus } from '@kabuto/shared/contracts/admin-staff';
import type { ReviewItem } from './registry.ts';
import type { FourEyesHandler } from '../approvals/registry.ts';
import { accountsOf } from '../customers/service.ts';
import { setting } from '../site/service.ts';
import type { ReviewRow } from './repository.ts';
import {
  claimPendingItem,
  hasPendingItem,
  insertReviewItem,
  reviewItem,
  reviewItems,
} from './repository.ts';

/** Puts a customer's request in the staff queue; a feature calls it inside its own command. */
export async function submitForReview(
  tx: Tx,
  clock: Clock,
  input: { kind: string; subjectId: number; customerId: number; summary: Record<string, string> },
): Promise<number> {
  return insertReviewItem(tx, {
    kind: input.kind,
    subject_id: input.subjectId,
    customer_id: input.customerId,
    status: 'pending',
    summary_json: JSON.stringify(input.summary),
    created_at: clock.now().toISOString(),
    decided_at: null,
    decided_by: null,
    reason: null,
  });
}

/** Whether the customer has a request of one of `kinds` still waiting for staff. */
export async function hasPendingReview(
  db: Db | Tx,
  customerId: number,
  kinds: readonly string[],
): Promise<boolean> {
  return hasPendingItem(db, customerId, kinds);
}

/** Review items as staff see them, each with its customer's account. */
async function toItems(db: Db | Tx, rows: readonly ReviewRow[]): Promise<ReviewItem[]> {
  const accounts = await accountsOf(
    db,
    rows.map((r) => r.customer_id),
  );
  return rows.flatMap((r) => {
    const account = accounts.get(r.customer_id);
    return account === undefined ? [] : [toItem(r, account)];
  });
}

function toItem(r: ReviewRow, account: string): ReviewItem {
  return {
    kind: r.kind,
    id: r.id,
    subjectId: r.subject_id,
    customerId: r.customer_id,
    account,
    status: r.status as ReviewStatus,
    summary: JSON.parse(r.summary_json) as Record<string, string>,
    createdAt: r.created_at,
    decidedAt: r.decided_at,
    decidedBy: r.decided_by,
    reason: r.reason,
  };
}

export const REVIEW_PAGE_SIZE = 100;

export async function listReviews(
  ctx: AppContext,
  filter: { kind?: string | undefined; status: ReviewStatus },
): Promise<ReviewItem[]> {
  const rows = await reviewItems(ctx.db, { ...filter, limit: REVIEW_PAGE_SIZE });
  return toItems(ctx.db, rows);
}

/**
 * Approves or rejects one pending item: the feature's effect, the status change and the audit
 * entry in one transaction. A rejection must carry the reason the customer will see.
 */
export async function decideReview(
  ctx: AppContext,
  staff: SessionStaff,
  input: {
    kind: string;
    id: number;
    decision: 'approve' | 'reject';
    reason: string | undefined;
  },
): Promise<ReviewItem> {
  const handler = ctx.reviews.get(input.kind);
  if (!handler) refuse('not_found');
  const reason = input.reason?.trim() || null;
  if (input.decision === 'reject' && !reason) refuse('reason_required');
  return inTransaction(ctx.db, (tx) => decideIn(ctx, tx, actorOf(staff), { ...input, reason }));
}

/** The actor of decisions demo mode takes itself: never a person. */
export const DEMO_AUTO_ACTOR = 'system:demo-auto-approval';

/**
 * In demo mode with the setting `demo_auto_approve` on, a customer's request is approved at once
 * instead of waiting for staff (issue 14: the demo customer completes every journey alone). It is
 * the decision staff would take, with its own transaction and an audit entry that names the
 * system as the actor (`review.auto_approve`). Called after the request's transaction commits;
 * answers the decided item, or null when nothing was decided.
 */
export async function autoApproveInDemo(
  ctx: AppContext,
  kind: string,
  id: number,
): Promise<ReviewItem | null> {
  if (!ctx.demoMode || !(await setting(ctx.db, 'demo_auto_approve'))) return null;
  if (!ctx.reviews.get(kind)) refuse('not_found');
  const input = {
    kind,
    id,
    decision: 'approve' as const,
    reason: 'demo mode: approved automatically',
  };
  return inTransaction(ctx.db, (tx) =>
    decideIn(ctx, tx, DEMO_AUTO_ACTOR, input, 'review.auto_approve'),
  );
}

/**
 * A customer's request just submitted for review (`reviewId`; null when the request was a
 * repeat and opened nothing): in demo mode approved at once (autoApproveInDemo) and answered as
 * `decided` reads it then; otherwise answered as submitted.
 */
export async function answerAfterDemoApproval<T>(
  ctx: AppContext,
  kind: string,
  submitted: { answer: T; reviewId: number | null },
  decided: () => Promise<T>,
): Promise<T> {
  const { answer, reviewId } = submitted;
  if (reviewId === null || !(await autoApproveInDemo(ctx, kind, reviewId))) return answer;
  return decided();
}

/**
 * Four-eyes (issue 16): when approving this pending item needs a second staff member (a
 * withdrawal above the configured amount), the item and what approving it would change; null
 * when one approval is enough.
 */
export async function reviewFourEyesChange(
  ctx: AppContext,
  tx: Tx,
  kind: string,
  id: number,
): Promise<{ item: ReviewItem; change: Record<string, string> } | null> {
  const handler = ctx.reviews.get(kind);
  if (!handler) refuse('not_found');
  if (!handler.fourEyes) return null;
  const row = await reviewItem(tx, id, kind);
  const [item] = row ? await toItems(tx, [row]) : [];
  if (!item) refuse('not_found');
  if (item.status !== 'pending') refuse('already_decided');
  const change = await handler.fourEyes(tx, item);
  return change ? { item, change } : null;
}

/** Claims a pending item, runs the feature's effect and audits, in the caller's transaction. */
async function decideIn(
  ctx: AppContext,
  tx: Tx,
  actor: string,
  input: { kind: string; id: number; decision: 'approve' | 'reject'; reason: string | null },
  action = `review.${input.decision}`,
): Promise<ReviewItem> {
  const handler = ctx.reviews.get(input.kind);
  if (!handler) refuse('not_found');
  const { reason } = input;
  const claimed = await claimPendingItem(
    tx,
    { id: input.id, kind: input.kind },
    {
      status: input.decision === 'approve' ? 'approved' : 'rejected',
      decided_at: ctx.clock.now().toISOString(),
      decided_by: actor,
      reason,
    },
  );
  if (!claimed) {
    const exists = await reviewItem(tx, input.id, input.kind);
    refuse(exists ? 'already_decided' : 'not_found');
  }
  const row = await reviewItem(tx, input.id);
  const [item] = row ? await toItems(tx, [row]) : [];
  if (!item) throw new Error(`review item ${input.id} names no customer`);
  const decision = { actor, reason };
  if (input.decision === 'approve') await handler.approve(tx, item, decision);
  else await handler.reject(tx, item, decision);
  await recordAudit(tx, ctx.clock, {
    actor,
    action,
    target: `${input.kind}:${input.id}`,
    before: { status: 'pending' },
    after: { status: item.status },
    reason,
  });
  return item;
}

/**
 * What approving a `withdrawal` proposal does (issue 16): the review item is approved by the
 * second staff member, exactly as a review decision below the four-eyes amount is.
 */
export function withdrawalFourEyesHandler(ctx: AppContext): FourEyesHandler {
  return {
    kind: 'withdrawal',
    role: 'reviewer',
    async apply(tx, approved) {
      const [kind, id] = approved.target.split(':');
      await decideIn(ctx, tx, approved.approver, {
        kind: kind ?? '',
        id: Number(id),
        decision: 'approve',
        reason: approved.reason,
      });
    },
  };
}

export function reviewAnswer(item: ReviewItem) {
  return {
    kind: item.kind,
    id: item.id,
    account: item.account,
    status: item.status,
    summary: item.summary,
    created_at: item.createdAt,
    decided_at: item.decidedAt,
    decided_by: item.decidedBy,
    reason: item.reason,
  };
}
