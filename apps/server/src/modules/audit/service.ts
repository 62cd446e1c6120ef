import type { AuditEntry } from '@kabuto/shared/contracts/admin-staff';
import type { SessionStaff } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import { auditPage, insertAuditEntry } from './repository.ts';

/** How a staff member is named in the audit log and in what they create. */
export function actorOf(staff: SessionStaff): string {
  return `staff:${staff.username}`;
}

export interface AuditInput {
  actor: string;
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null | undefined;
}

/** Appends one entry; the table refuses updates and deletes (migration 003). */
export async function recordAudit(tx: Tx | Db, clock: Clock, input: AuditInput): Promise<void> {
  await insertAuditEntry(tx, {
    at: clock.now().toISOString(),
    actor: input.actor,
    action: input.action,
    target: input.target,
    before_json: input.before === undefined ? null : JSON.stringify(input.before),
    after_json: input.after === undefined ? null : JSON.stringify(input.after),
    reason: input.reason ?? null,
  });
}

export async function listAudit(
  db: Db,
  options: { page: number; size: number; target?: string | undefined },
): Promise<{ items: AuditEntry[]; total: number }> {
  const { rows, total } = await auditPage(db, options);
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      at: r.at,
      actor: r.actor,
      action: r.action,
      target: r.target,
      before: r.before_json === null ? null : (JSON.parse(r.before_json) as AuditEntry['before']),
      after: r.after_json === null ? null : (JSON.parse(r.after_json) as AuditEntry['after']),
      reason: r.reason,
    })),
  };
}
