import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';

/** Tables that are history: the database itself refuses to change or delete their rows. */
export const APPEND_ONLY_TABLES = ['ledger_transfers', 'ledger_postings', 'audit_log'] as const;

export async function up(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql`CREATE OR REPLACE FUNCTION kabuto_append_only() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'append-only table %', TG_TABLE_NAME; END $$ LANGUAGE plpgsql`.execute(
      db,
    );
  }
  for (const table of APPEND_ONLY_TABLES) {
    if (dialect === 'postgres') {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION kabuto_append_only()`,
        )
        .execute(db);
    } else {
      for (const op of ['UPDATE', 'DELETE']) {
        await sql
          .raw(
            `CREATE TRIGGER ${table}_no_${op.toLowerCase()} BEFORE ${op} ON ${table} BEGIN SELECT RAISE(ABORT, 'append-only table ${table}'); END`,
          )
          .execute(db);
      }
    }
  }
}
