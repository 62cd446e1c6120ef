import { sql } from 'kysely';
import type { DatabaseHandle, DialectName } from './database.ts';
import type { Database } from './schema.ts';
import type { Kysely } from 'kysely';
import * as m001 from './migrations/001-foundation.ts';
import * as m002 from './migrations/002-account-rows.ts';
import * as m003 from './migrations/003-append-only.ts';
import * as m004 from './migrations/004-watchlist.ts';
import * as m005 from './migrations/005-funding.ts';
import * as m006 from './migrations/006-trading.ts';
import * as m007 from './migrations/007-identity-and-services.ts';
import * as m008 from './migrations/008-products.ts';
import * as m009 from './migrations/009-blocks-and-lending.ts';
import * as m010 from './migrations/010-copy-and-intraday.ts';
import * as m011 from './migrations/011-ledger-balance-parts.ts';
import * as m012 from './migrations/012-lean-order-indexes.ts';
import * as m013 from './migrations/013-pending-orders-in-turn.ts';
import * as m014 from './migrations/014-sign-in-hardening.ts';
import * as m015 from './migrations/015-price-approvals.ts';
import * as m017 from './migrations/017-idempotency-keys.ts';
import * as m019 from './migrations/019-customer-time-zone.ts';
import * as m024 from './migrations/024-fund-unlock.ts';
import * as m025 from './migrations/025-queued-orders.ts';
import * as m026 from './migrations/026-stop-orders-and-exits.ts';
import * as m027 from './migrations/027-customer-security.ts';
import * as m028 from './migrations/028-four-eyes-and-staff-2fa.ts';
import * as m029 from './migrations/029-customer-insight.ts';
import * as m030 from './migrations/030-statements.ts';
import * as m031 from './migrations/031-engine-state.ts';

interface Migration {
  readonly id: string;
  up(db: Kysely<Database>, dialect: DialectName): Promise<void>;
}

/** Every migration, in order. Append only: a released migration is never edited. */
export const MIGRATIONS: readonly Migration[] = [
  { id: '001-foundation', up: m001.up },
  { id: '002-account-rows', up: m002.up },
  { id: '003-append-only', up: m003.up },
  { id: '004-watchlist', up: m004.up },
  { id: '005-funding', up: m005.up },
  { id: '006-trading', up: m006.up },
  { id: '007-identity-and-services', up: m007.up },
  { id: '008-products', up: m008.up },
  { id: '009-blocks-and-lending', up: m009.up },
  { id: '010-copy-and-intraday', up: m010.up },
  { id: '011-ledger-balance-parts', up: m011.up },
  { id: '012-lean-order-indexes', up: m012.up },
  { id: '013-pending-orders-in-turn', up: m013.up },
  { id: '014-sign-in-hardening', up: m014.up },
  { id: '015-price-approvals', up: m015.up },
  { id: '017-idempotency-keys', up: m017.up },
  { id: '019-customer-time-zone', up: m019.up },
  { id: '024-fund-unlock', up: m024.up },
  { id: '025-queued-orders', up: m025.up },
  { id: '026-stop-orders-and-exits', up: m026.up },
  { id: '027-customer-security', up: m027.up },
  { id: '028-four-eyes-and-staff-2fa', up: m028.up },
  { id: '029-customer-insight', up: m029.up },
  { id: '030-statements', up: m030.up },
  { id: '031-engine-state', up: m031.up },
];

const MIGRATION_LOCK_KEY = 7_310_001;

/** Applies pending migrations in order, each in its own transaction; returns the ids applied. */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  const { db, dialect } = handle;
  await sql`CREATE TABLE IF NOT EXISTS kabuto_migrations (id varchar(64) PRIMARY KEY, applied_at varchar(32) NOT NULL)`.execute(
    db,
  );
  const applied: string[] = [];
  await db.connection().execute(async (conn) => {
    if (dialect === 'postgres') {
      // Migrations wait as long as it takes, for another node's migrations and for their tables'
      // locks, not the app's usual moment (`GROUP_LOCK_TIMEOUT_MS`).
      await sql`SET lock_timeout = 0`.execute(conn);
      await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(conn);
    }
    try {
      const done = await sql<{ id: string }>`SELECT id FROM kabuto_migrations`.execute(conn);
      const doneIds = new Set(done.rows.map((r) => r.id));
      for (const migration of MIGRATIONS) {
        if (doneIds.has(migration.id)) continue;
        await conn.transaction().execute(async (tx) => {
          await migration.up(tx, dialect);
          await sql`INSERT INTO kabuto_migrations (id, applied_at) VALUES (${migration.id}, ${new Date().toISOString()})`.execute(
            tx,
          );
        });
        applied.push(migration.id);
      }
    } finally {
      if (dialect === 'postgres') {
        await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(conn);
        await sql`RESET lock_timeout`.execute(conn);
      }
    }
  });
  return applied;
}
