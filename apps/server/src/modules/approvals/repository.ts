/** The `price_approvals` table: only this module names it. */
import type { Insertable, Selectable } from 'kysely';
import type { Db, Tx } from '../../db/transaction.ts';
import type { PriceApprovalsTable, StaffProposalsTable } from '../../db/schema.ts';

export type PriceApproval = Selectable<PriceApprovalsTable>;
export type ApprovalKind = 'block' | 'ipo';
export type ApprovalStatus = 'pending' | 'approved' | 'rejected';

export async function insertProposal(
  db: Db | Tx,
  values: Insertable<PriceApprovalsTable>,
): Promise<PriceApproval> {
  return db.insertInto('price_approvals').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findProposal(db: Db | Tx, id: number): Promise<PriceApproval | undefined> {
  return db.selectFrom('price_approvals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether a proposal for this offer or offering is still waiting for its decision. */
export async function hasPendingProposal(
  db: Db | Tx,
  kind: ApprovalKind,
  targetId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('price_approvals')
    .select('id')
    .where('kind', '=', kind)
    .where('target_id', '=', targetId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

/** The status of the latest proposal for each of these offers or offerings that has one. */
export async function latestStatuses(
  db: Db | Tx,
  kind: ApprovalKind,
  targetIds: readonly number[],
): Promise<Map<number, ApprovalStatus>> {
  if (targetIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('price_approvals')
    .select(['id', 'target_id', 'status'])
    .where('kind', '=', kind)
    .where('target_id', 'in', [...new Set(targetIds)])
    .orderBy('id')
    .execute();
  return new Map(rows.map((r) => [r.target_id, r.status as ApprovalStatus]));
}

/** The latest proposals, newest first; `status` narrows them. */
export async function listProposals(
  db: Db | Tx,
  status: ApprovalStatus | undefined,
): Promise<PriceApproval[]> {
  let query = db.selectFrom('price_approvals').selectAll();
  if (status) query = query.where('status', '=', status);
  return query.orderBy('id', 'desc').limit(200).execute();
}

/** Records the decision, only while the proposal is pending: false when another decided first. */
export async function decideProposal(
  db: Db | Tx,
  id: number,
  decision: { status: 'approved' | 'rejected'; by: string; at: string; reason: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('price_approvals')
    .set({
      status: decision.status,
      decided_by: decision.by,
      decided_at: decision.at,
      reason: decision.reason,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The `staff_proposals` table (four-eyes changes, migration 028): only this module names it. */
export type StaffProposal = Selectable<StaffProposalsTable>;

export async function insertStaffProposal(
  db: Db | Tx,
  values: Insertable<StaffProposalsTable>,
): Promise<StaffProposal> {
  return db.insertInto('staff_proposals').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findStaffProposal(db: Db | Tx, id: number): Promise<StaffProposal | undefined> {
  return db.selectFrom('staff_proposals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A pending proposal of this kind for this target that has not expired at `now`. */
export function livePendingProposal(db: Db | Tx, kind: string, target: string, now: string) {
  return db
    .selectFrom('staff_proposals')
    .select('id')
    .where('kind', '=', kind)
    .where('target', '=', target)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** The latest proposals, newest first; `pending` narrows them to those still waiting. */
export function listStaffProposals(db: Db | Tx, pendingOnly: boolean): Promise<StaffProposal[]> {
  let query = db.selectFrom('staff_proposals').selectAll();
  if (pendingOnly) query = query.where('status', '=', 'pending');
  return query.orderBy('id', 'desc').limit(200).execute();
}

/** Records the decision while the proposal is pending: false when another decided first. */
export async function decideStaffProposal(
  db: Db | Tx,
  id: number,
  decision: { status: 'approved' | 'rejected'; by: string; at: string; reason: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('staff_proposals')
    .set({
      status: decision.status,
      decided_by: decision.by,
      decided_at: decision.at,
      decision_reason: decision.reason,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
