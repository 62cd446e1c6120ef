import type { Db, Tx } from '../../db/transaction.ts';

/** Reads a setting, or `fallback` when it is not set. */
export async function setting(db: Db | Tx, name: string, fallback: string): Promise<string> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row && row.value !== '' ? row.value : fallback;
}

export async function numberSetting(db: Db | Tx, name: string, fallback: number): Promise<number> {
  const value = Number(await setting(db, name, String(fallback)));
  return Number.isFinite(value) ? value : fallback;
}

export async function flagSetting(db: Db | Tx, name: string, fallback: boolean): Promise<boolean> {
  const value = await setting(db, name, fallback ? '1' : '0');
  return value === '1' || value === 'true' || value === 'on';
}

/** Several settings in one query; missing or empty ones are left out. */
export async function settingsMap(
  db: Db | Tx,
  names: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('settings')
    .select(['name', 'value'])
    .where('name', 'in', [...names])
    .execute();
  return new Map(rows.filter((r) => r.value !== '').map((r) => [r.name, r.value]));
}
