import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';

/**
 * The time zone a customer chose on My Page for the dates and times the app shows (an IANA name
 * of the list in shared/time-zones.ts). Null until chosen: the default is the zone of the market
 * of the customer's language.
 */
export async function up(db: Kysely<Database>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('customers').addColumn('time_zone', 'varchar(64)').execute();
}
