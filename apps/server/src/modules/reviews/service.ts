import type { AppContext, SessionStaff } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import { refuse } from '../../lib/refusal.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import type { ReviewStatus } from '@kabuto/shared/contracts/admin-staff';
import type { ReviewItem } from './registry.ts';

/** Puts a customer's request in the staff queue; a feature calls it inside its own command. */
export async function submitForReview(
  tx: Tx,
  clock: Clock,
  input: { kind: string; subjectId: number; customerId: number; summary: Record<string, string> },
): Promise<number> {
  const row = await tx
    .insertInto('review_items')
    .values({
      kind: input.kind,
      subject_id: input.subjectId,
      customer_id: input.customerId,
      status: 'pending',
      summary_json: JSON.stringify(input.summary),
      created_at: clock.now().toISOString(),
      decided_at: null,
      decided_by: null,
      reason: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether the customer has a request of one of `kinds` still waiting for staff. */
export async function hasPendingReview(
  db: Db | Tx,
  customerId: number,
  kinds: readonly string[],
): Promise<boolean> {
  const row = await db
    .selectFrom('review_items')
    .select('id')
    .where('status', '=', 'pending')
    .where('kind', 'in', kinds)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

function baseQuery(db: Db | Tx) {
  return db
    .selectFrom('review_items as r')
    .innerJoin('customers as c', 'c.id', 'r.customer_id')
    .select([
      'r.id',
      'r.kind',
      'r.subject_id',
      'r.customer_id',
      'c.account',
      'r.status',
      'r.summary_json',
      'r.created_at',
      'r.decided_at',
      'r.decided_by',
      'r.reason',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toItem(r: Row): ReviewItem {
  return {
    kind: r.kind,
    id: r.id,
    subjectId: r.subject_id,
    customerId: r.customer_id,
    account: r.account,
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
  let query = baseQuery(ctx.db).where('r.status', '=', filter.status);
  if (filter.kind) query = query.where('r.kind', '=', filter.kind);
  const rows = await query
    .orderBy('r.id', filter.status === 'pending' ? 'asc' : 'desc')
    .limit(REVIEW_PAGE_SIZE)
    .execute();
  return rows.map(toItem);
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
  const actor = actorOf(staff);
  const handler = ctx.reviews.get(input.kind);
  if (!handler) refuse('not_found');
  const reason = input.reason?.trim() || null;
  if (input.decision === 'reject' && !reason) refuse('reason_required');
  return inTransaction(ctx.db, async (tx) => {
    const claimed = await tx
      .updateTable('review_items')
      .set({
        status: input.decision === 'approve' ? 'approved' : 'rejected',
        decided_at: ctx.clock.now().toISOString(),
        decided_by: actor,
        reason,
      })
      .where('id', '=', input.id)
      .where('kind', '=', input.kind)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      const exists = await baseQuery(tx)
        .where('r.id', '=', input.id)
        .where('r.kind', '=', input.kind)
        .executeTakeFirst();
      refuse(exists ? 'already_decided' : 'not_found');
    }
    const item = toItem(await baseQuery(tx).where('r.id', '=', input.id).executeTakeFirstOrThrow());
    const decision = { actor, reason };
    if (input.decision === 'approve') await handler.approve(tx, item, decision);
    else await handler.reject(tx, item, decision);
    await recordAudit(tx, ctx.clock, {
      actor,
      action: `review.${input.decision}`,
      target: `${input.kind}:${input.id}`,
      before: { status: 'pending' },
      after: { status: item.status },
      reason,
    });
    return item;
  });
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
