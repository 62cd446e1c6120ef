import type { Db, Tx } from '../../db/transaction.ts';
import { freshCache } from '../../db/fresh-cache.ts';

/**
 * Settings are read on every order (the trading terms) and change a few times a day, so the
 * whole table is kept in memory per database, for a second at most (see `freshCache`).
 */
const snapshots = freshCache<'all', ReadonlyMap<string, string>>(1_000, 1);
/** Transactions that changed settings: they read their own writes, past the snapshot. */
const changing = new WeakSet<Db | Tx>();

async function readAll(db: Db | Tx): Promise<ReadonlyMap<string, string>> {
  const rows = await db.selectFrom('settings').select(['name', 'value']).execute();
  return new Map(rows.filter((r) => r.value !== '').map((r) => [r.name, r.value]));
}

async function currentSettings(db: Db | Tx): Promise<ReadonlyMap<string, string>> {
  if (changing.has(db)) return readAll(db);
  return snapshots.read(db, 'all', () => readAll(db));
}

/** Call after writing settings through `db`. */
export function settingsChanged(db: Db | Tx): void {
  snapshots.changed(db);
  if (db.isTransaction) changing.add(db);
}

/** Reads a setting, or `fallback` when it is not set. */
export async function setting(db: Db | Tx, name: string, fallback: string): Promise<string> {
  return (await currentSettings(db)).get(name) ?? fallback;
}

export async function numberSetting(db: Db | Tx, name: string, fallback: number): Promise<number> {
  const value = Number(await setting(db, name, String(fallback)));
  return Number.isFinite(value) ? value : fallback;
}

export async function flagSetting(db: Db | Tx, name: string, fallback: boolean): Promise<boolean> {
  const value = await setting(db, name, fallback ? '1' : '0');
  return value === '1' || value === 'true' || value === 'on';
}

/** Every setting, as one snapshot: the same map object for as long as the snapshot is kept. */
export function allSettings(db: Db | Tx): Promise<ReadonlyMap<string, string>> {
  return currentSettings(db);
}
