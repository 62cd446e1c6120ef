import type { Db, Tx } from '../../db/transaction.ts';
import type { Customer, NewCustomer } from '../../db/schema.ts';

export function findCustomerByAccount(db: Db | Tx, account: string): Promise<Customer | undefined> {
  return db.selectFrom('customers').selectAll().where('account', '=', account).executeTakeFirst();
}

export function findCustomerById(db: Db | Tx, id: number): Promise<Customer | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCustomerByInviteCode(db: Db | Tx, code: string): Promise<Customer | undefined> {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('invite_code', '=', code.toUpperCase())
    .executeTakeFirst();
}

export async function insertCustomer(tx: Tx, row: NewCustomer): Promise<number> {
  const inserted = await tx
    .insertInto('customers')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function countInvited(db: Db | Tx, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('inviter_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
