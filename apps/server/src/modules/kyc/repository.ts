import type { Insertable } from 'kysely';
import type { Db, Tx } from '../../db/transaction.ts';
import type { KycApplicationsTable } from '../../db/schema.ts';

/** The kyc module's queries: identity-verification applications. */

export function insertApplication(tx: Tx, row: Insertable<KycApplicationsTable>) {
  return tx.insertInto('kyc_applications').values(row).returningAll().executeTakeFirstOrThrow();
}

export function latestApplication(db: Db | Tx, customerId: number) {
  return db
    .selectFrom('kyc_applications')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function decideApplication(
  tx: Tx,
  id: number,
  decision: { status: 'passed' | 'rejected'; reason: string | null; decided_at: string },
): Promise<void> {
  await tx.updateTable('kyc_applications').set(decision).where('id', '=', id).execute();
}
