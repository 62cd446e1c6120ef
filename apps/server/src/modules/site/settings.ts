import type { SettingName, SettingValue } from '@kabuto/shared/settings';
import { SETTINGS, parseSetting } from '@kabuto/shared/settings';
import type { Db, Tx } from '../../db/transaction.ts';
import { freshCache } from '../../db/fresh-cache.ts';
import { settingValues } from './repository.ts';

/** Every setting as its typed value, read from one snapshot of the settings table. */
export interface Settings {
  get<N extends SettingName>(name: N): SettingValue<N>;
}

/**
 * Settings are read on every order (the trading terms) and change a few times a day, so the
 * whole table is kept in memory per database, for a second at most (see `freshCache`).
 */
const snapshots = freshCache<'all', Settings>('settings', 1_000, 1);
/** Transactions that changed settings: they read their own writes, past the snapshot. */
const changing = new WeakSet<Db | Tx>();

/**
 * A stored value is read through its setting's parser. A missing row, or a value stored before
 * the back office checked values that its rule refuses, reads as the initial value: an
 * out-of-range leverage or limit is never used.
 */
function valueOf<N extends SettingName>(name: N, stored: string | undefined): SettingValue<N> {
  const checked = stored === undefined ? undefined : parseSetting(name, stored);
  if (checked?.ok) return checked.value;
  const initial = parseSetting(name, SETTINGS[name].initial);
  if (!initial.ok) throw new Error(`the initial value of setting ${name} breaks its rule`);
  return initial.value;
}

/** A snapshot parses each value once, when it is first read. */
function snapshotOf(values: ReadonlyMap<string, string>): Settings {
  const parsed = new Map<SettingName, unknown>();
  return {
    get<N extends SettingName>(name: N): SettingValue<N> {
      if (!parsed.has(name)) parsed.set(name, valueOf(name, values.get(name)));
      return parsed.get(name) as SettingValue<N>;
    },
  };
}

async function readAll(db: Db | Tx): Promise<Settings> {
  const rows = await settingValues(db);
  return snapshotOf(new Map(rows.map((r) => [r.name, r.value])));
}

/** Every setting, as one snapshot: the same object for as long as the snapshot is kept. */
export async function allSettings(db: Db | Tx): Promise<Settings> {
  if (changing.has(db)) return readAll(db);
  return snapshots.read(db, 'all', () => readAll(db));
}

/** Call after writing settings through `db`. */
export function settingsChanged(db: Db | Tx): void {
  snapshots.changed(db);
  if (db.isTransaction) changing.add(db);
}

/** The typed value of one setting. */
export async function setting<N extends SettingName>(
  db: Db | Tx,
  name: N,
): Promise<SettingValue<N>> {
  return (await allSettings(db)).get(name);
}
