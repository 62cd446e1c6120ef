import type { Db } from '../../db/transaction.ts';
import { prepared } from '../../db/prepared.ts';

/** The key's row, written first in its command's transaction; a key already taken writes nothing. */
export const insertKey = prepared(
  (
    db,
    v: {
      customer_id: number;
      key: string;
      command: string;
      request_hash: string;
      created_at: string;
    },
  ) =>
    db
      .insertInto('idempotency_keys')
      .values(v)
      .onConflict((oc) => oc.columns(['customer_id', 'key']).doNothing()),
);

export const keyRow = prepared((db, v: { customer_id: number; key: string }) =>
  db
    .selectFrom('idempotency_keys')
    .select(['command', 'request_hash'])
    .where('customer_id', '=', v.customer_id)
    .where('key', '=', v.key),
);

/** Forgets the keys taken before `before` (ISO); how many. */
export async function deleteKeysBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
