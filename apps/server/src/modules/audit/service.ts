import type { AuditEntry } from '@kabuto/shared/contracts/admin-staff';
import type { SessionStaff } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';

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
  await tx
    .insertInto('audit_log')
    .values({
      at: clock.now().toISOString(),
      actor: input.actor,
      action: input.action,
      target: input.target,
      before_json: input.before === undefined ? null : JSON.stringify(input.before),
      after_json: input.after === undefined ? null : JSON.stringify(input.after),
      reason: input.reason ?? null,
    })
    .execute();
}

export async function listAudit(
  db: Db,
  options: { page: number; size: number; target?: string | undefined },
): Promise<{ items: AuditEntry[]; total: number }> {
  let query = db.selectFrom('audit_log');
  if (options.target) query = query.where('target', '=', options.target);
  const rows = await query
    .selectAll()
    .orderBy('id', 'desc')
    .limit(options.size)
    .offset((options.page - 1) * options.size)
    .execute();
  const count = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    total: Number(count.n),
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
