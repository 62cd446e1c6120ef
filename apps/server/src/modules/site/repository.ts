import type { Language } from '@kabuto/shared/catalogue';
import type { PageName } from '@kabuto/shared/contracts/admin-content';
import type { Db, Tx } from '../../db/transaction.ts';

/** The site module's queries: settings and pages. */

/** Adds a setting with its initial value unless it exists (staff edits are never overwritten). */
export async function insertSettingIfMissing(
  db: Db,
  row: { name: string; value: string; is_public: number; updated_at: string },
): Promise<void> {
  await db
    .insertInto('settings')
    .values(row)
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export function settingValues(db: Db | Tx) {
  return db.selectFrom('settings').select(['name', 'value']).execute();
}

export function publicSettingValues(db: Db | Tx) {
  return db
    .selectFrom('settings')
    .select(['name', 'value'])
    .where('is_public', '=', 1)
    .where('value', '<>', '')
    .orderBy('name')
    .execute();
}

export function allSettingRows(db: Db | Tx) {
  return db.selectFrom('settings').selectAll().orderBy('name').execute();
}

export function settingRow(db: Db | Tx, name: string) {
  return db.selectFrom('settings').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function updateSetting(
  tx: Tx,
  name: string,
  change: { value: string; updated_at: string },
): Promise<void> {
  await tx.updateTable('settings').set(change).where('name', '=', name).execute();
}

/** Adds a page with its default text unless it exists. */
export async function insertPageIfMissing(
  db: Db,
  row: { name: string; language: string; title: string; body: string; updated_at: string },
): Promise<void> {
  await db
    .insertInto('pages')
    .values(row)
    .onConflict((oc) => oc.columns(['name', 'language']).doNothing())
    .execute();
}

export function pageRow(db: Db | Tx, name: PageName, language: Language) {
  return db
    .selectFrom('pages')
    .selectAll()
    .where('name', '=', name)
    .where('language', '=', language)
    .executeTakeFirst();
}

export function allPageRows(db: Db | Tx) {
  return db.selectFrom('pages').selectAll().orderBy('name').orderBy('language').execute();
}

export async function updatePage(
  tx: Tx,
  name: PageName,
  language: Language,
  change: { title: string; body: string; updated_at: string },
): Promise<void> {
  await tx
    .updateTable('pages')
    .set(change)
    .where('name', '=', name)
    .where('language', '=', language)
    .execute();
}
