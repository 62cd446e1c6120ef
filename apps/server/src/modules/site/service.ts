import type { ConfigEntry } from '@kabuto/shared/contracts/site';
import type { Language } from '@kabuto/shared/catalogue';
import { LANGUAGES } from '@kabuto/shared/catalogue';
import { SETTINGS, SETTING_NAMES } from '@kabuto/shared/settings';
import type { AppContext, SessionStaff } from '../../context.ts';
import type { Db } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { DEMO_CUSTOMER } from '../demo/seed.ts';
import type { PageName } from '@kabuto/shared/contracts/admin-content';
import { PAGE_NAMES } from '@kabuto/shared/contracts/admin-content';
import { DEFAULT_PAGES } from './default-pages.ts';
import { settingsChanged } from './settings.ts';
import { actorOf, recordAudit } from '../audit/service.ts';

/** The typed value of one setting, for modules that read a setting. */
export { setting } from './settings.ts';

/** Inserts the default settings and pages that are missing; never overwrites staff edits. */
export async function ensureSiteDefaults(db: Db, now: Date): Promise<void> {
  const at = now.toISOString();
  for (const name of SETTING_NAMES) {
    const { initial, isPublic } = SETTINGS[name];
    await db
      .insertInto('settings')
      .values({ name, value: initial, is_public: isPublic ? 1 : 0, updated_at: at })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
  settingsChanged(db);
  for (const name of PAGE_NAMES) {
    for (const language of LANGUAGES) {
      const page = DEFAULT_PAGES[name][language];
      await db
        .insertInto('pages')
        .values({ name, language, title: page.title, body: page.body, updated_at: at })
        .onConflict((oc) => oc.columns(['name', 'language']).doNothing())
        .execute();
    }
  }
}

export async function publicConfig(ctx: AppContext): Promise<ConfigEntry[]> {
  const rows = await ctx.db
    .selectFrom('settings')
    .select(['name', 'value'])
    .where('is_public', '=', 1)
    .where('value', '<>', '')
    .orderBy('name')
    .execute();
  const entries: ConfigEntry[] = rows.map((r) => ({ name: r.name, value: r.value }));
  if (ctx.demoMode) {
    entries.push(
      { name: 'demo_account', value: DEMO_CUSTOMER.account },
      { name: 'demo_password', value: DEMO_CUSTOMER.password },
    );
  }
  return entries;
}

export async function page(ctx: AppContext, name: string | undefined, language: Language) {
  if (!name || !(PAGE_NAMES as readonly string[]).includes(name)) refuse('not_found');
  const row = await ctx.db
    .selectFrom('pages')
    .select(['name', 'title', 'body', 'updated_at'])
    .where('name', '=', name as PageName)
    .where('language', '=', language)
    .executeTakeFirst();
  if (!row) refuse('not_found');
  return row;
}

/** Every page in every language, by name then language. */
export async function staffPages(ctx: AppContext) {
  const rows = await ctx.db
    .selectFrom('pages')
    .selectAll()
    .orderBy('name')
    .orderBy('language')
    .execute();
  // The names and languages are the ones the defaults were written with (site/service.ts).
  return rows.map((r) => ({ ...r, name: r.name as PageName, language: r.language as Language }));
}

/** Replaces a page's title and text in one language. */
export async function editPage(
  ctx: AppContext,
  staff: SessionStaff,
  name: PageName,
  language: Language,
  input: { title: string; body: string; reason?: string | undefined },
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const before = await tx
      .selectFrom('pages')
      .selectAll()
      .where('name', '=', name)
      .where('language', '=', language)
      .executeTakeFirst();
    if (!before) refuse('not_found');
    await tx
      .updateTable('pages')
      .set({ title: input.title, body: input.body, updated_at: ctx.clock.now().toISOString() })
      .where('name', '=', name)
      .where('language', '=', language)
      .execute();
    await recordAudit(tx, ctx.clock, {
      actor: actorOf(staff),
      action: 'page.edit',
      target: `page:${name}:${language}`,
      before: { title: before.title, length: before.body.length },
      after: { title: input.title, length: input.body.length },
      reason: input.reason ?? null,
    });
  });
}
