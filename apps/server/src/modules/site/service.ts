import type { ConfigEntry } from '@kabuto/shared/contracts/site';
import type { Language } from '@kabuto/shared/catalogue';
import { LANGUAGES } from '@kabuto/shared/catalogue';
import { SETTINGS, SETTING_NAMES, isSettingName, parseSetting } from '@kabuto/shared/settings';
import type { AppContext, SessionStaff } from '../../context.ts';
import type { FourEyesHandler } from '../approvals/registry.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { DEMO_CUSTOMER } from '../demo/service.ts';
import type { PageName } from '@kabuto/shared/contracts/admin-content';
import { PAGE_NAMES } from '@kabuto/shared/contracts/admin-content';
import { DEFAULT_PAGES } from './default-pages.ts';
import { settingsChanged } from './settings.ts';
import {
  allPageRows,
  allSettingRows,
  insertPageIfMissing,
  insertSettingIfMissing,
  pageRow,
  publicSettingValues,
  settingRow,
  updatePage,
  updateSetting,
} from './repository.ts';
import { actorOf, recordAudit } from '../audit/service.ts';

/** The typed value of one setting, for modules that read a setting. */
export { setting } from './settings.ts';
/** Every setting from one snapshot, for modules that work figures out of several (trading terms). */
export { allSettings } from './settings.ts';
export type { Settings } from './settings.ts';

/** Inserts the default settings and pages that are missing; never overwrites staff edits. */
export async function ensureSiteDefaults(db: Db, now: Date): Promise<void> {
  const at = now.toISOString();
  for (const name of SETTING_NAMES) {
    const { initial, isPublic } = SETTINGS[name];
    await insertSettingIfMissing(db, {
      name,
      value: initial,
      is_public: isPublic ? 1 : 0,
      updated_at: at,
    });
  }
  settingsChanged(db);
  for (const name of PAGE_NAMES) {
    for (const language of LANGUAGES) {
      const page = DEFAULT_PAGES[name][language];
      await insertPageIfMissing(db, {
        name,
        language,
        title: page.title,
        body: page.body,
        updated_at: at,
      });
    }
  }
}

export async function publicConfig(ctx: AppContext): Promise<ConfigEntry[]> {
  const rows = await publicSettingValues(ctx.db);
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
  const row = await pageRow(ctx.db, name as PageName, language);
  if (!row) refuse('not_found');
  return { name: row.name, title: row.title, body: row.body, updated_at: row.updated_at };
}

/** Every page in every language, by name then language. */
export async function staffPages(ctx: AppContext) {
  const rows = await allPageRows(ctx.db);
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
    const before = await pageRow(tx, name, language);
    if (!before) refuse('not_found');
    await updatePage(tx, name, language, {
      title: input.title,
      body: input.body,
      updated_at: ctx.clock.now().toISOString(),
    });
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

/** Every setting with its value, visibility and last change, by name (the back office's list). */
export function staffSettings(ctx: AppContext) {
  return allSettingRows(ctx.db);
}

/**
 * Checks a setting change staff propose against the setting's rule, before anything is written:
 * a value outside it is refused with the rule's message (four-eyes, issue 16: the change itself
 * is a proposal that a second admin approves, `settingFourEyesHandler`).
 */
export function checkSettingChange(name: string, value: string): void {
  if (!isSettingName(name)) refuse('not_found');
  const checked = parseSetting(name, value);
  if (!checked.ok) refuse(checked.msg, checked.params);
}

/** Checks a value against the setting's rule again and writes it, audited, in `tx`. */
async function writeSetting(
  ctx: AppContext,
  tx: Tx,
  input: { name: string; value: string; actor: string; reason: string; after?: object },
): Promise<void> {
  checkSettingChange(input.name, input.value);
  const before = await settingRow(tx, input.name);
  if (!before) refuse('not_found');
  await updateSetting(tx, input.name, {
    value: input.value,
    updated_at: ctx.clock.now().toISOString(),
  });
  settingsChanged(tx);
  await recordAudit(tx, ctx.clock, {
    actor: input.actor,
    action: 'setting.change',
    target: `setting:${input.name}`,
    before: { value: before.value },
    after: { value: input.value, ...input.after },
    reason: input.reason,
  });
}

/**
 * A setting the platform itself sets when it starts (the browser tests' harness), not a staff
 * change: audited as `system`, with no proposal.
 */
export function configureSetting(ctx: AppContext, name: string, value: string, reason: string) {
  return inTransaction(ctx.db, (tx) =>
    writeSetting(ctx, tx, { name, value, actor: 'system', reason }),
  );
}

/** What approving a `setting` proposal does: the value is checked again and written, audited. */
export function settingFourEyesHandler(ctx: AppContext): FourEyesHandler {
  return {
    kind: 'setting',
    role: 'admin',
    apply: (tx, approved) =>
      writeSetting(ctx, tx, {
        name: approved.target.replace(/^setting:/, ''),
        value: String(approved.change.value),
        actor: approved.approver,
        reason: approved.reason,
        after: { proposal: approved.id, proposed_by: approved.proposer },
      }),
  };
}
