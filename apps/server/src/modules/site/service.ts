import type { ConfigEntry } from '@kabuto/shared/api';
import type { Language } from '@kabuto/shared/catalogue';
import { LANGUAGES } from '@kabuto/shared/catalogue';
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

/** Settings every installation starts with; staff change them in the back office. */
export const DEFAULT_SETTINGS: readonly { name: string; value: string; isPublic: boolean }[] = [
  { name: 'site_name', value: 'Kabuto', isPublic: true },
  { name: 'simulation', value: '1', isPublic: true },
  { name: 'kefu', value: '', isPublic: true },
  // Funding (PRODUCT.md "Funding"): working days and hours, limits, the receiving account.
  { name: 'funding_days', value: 'working', isPublic: true },
  { name: 'funding_hours', value: '00:00-23:59', isPublic: true },
  { name: 'recharge_max', value: '500000', isPublic: true },
  { name: 'deposit_max', value: '10000000000', isPublic: true },
  { name: 'withdrawal_min_jpy', value: '1000', isPublic: true },
  { name: 'withdrawal_min_usd', value: '10', isPublic: true },
  { name: 'withdrawal_min_cny', value: '100', isPublic: true },
  { name: 'withdrawal_requires_no_positions', value: '1', isPublic: true },
  { name: 'fx_spread_bps', value: '50', isPublic: true },
  { name: 'fund_records_max_days', value: '90', isPublic: true },
  // Trading (PRODUCT.md "Trading"): leverage choices, fees per market, margin thresholds.
  { name: 'leverage_jpy', value: '1,2,3,5', isPublic: true },
  { name: 'leverage_usd', value: '1,2,4', isPublic: true },
  { name: 'leverage_cny', value: '1,2,3', isPublic: true },
  { name: 'fee_purchase_bps_jpy', value: '10', isPublic: true },
  { name: 'fee_sell_bps_jpy', value: '10', isPublic: true },
  { name: 'stamp_duty_bps_jpy', value: '0', isPublic: true },
  { name: 'fee_min_jpy', value: '100', isPublic: true },
  { name: 'fee_purchase_bps_usd', value: '5', isPublic: true },
  { name: 'fee_sell_bps_usd', value: '5', isPublic: true },
  { name: 'stamp_duty_bps_usd', value: '0', isPublic: true },
  { name: 'fee_min_usd', value: '1', isPublic: true },
  { name: 'fee_purchase_bps_cny', value: '3', isPublic: true },
  { name: 'fee_sell_bps_cny', value: '3', isPublic: true },
  { name: 'stamp_duty_bps_cny', value: '5', isPublic: true },
  { name: 'fee_min_cny', value: '5', isPublic: true },
  { name: 'margin_warning_pct', value: '50', isPublic: true },
  { name: 'liquidation_pct', value: '80', isPublic: true },
  { name: 'max_pending_orders', value: '20', isPublic: true },
  { name: 'loan_daily_interest_bps', value: '5', isPublic: true },
  { name: 'lending_fee_bps_daily', value: '2', isPublic: true },
  { name: 'house_lendable_bps', value: '10', isPublic: true },
  {
    name: 'deposit_account_name',
    value: 'Kabuto Securities Client Money (Simulation)',
    isPublic: false,
  },
  { name: 'deposit_account_number', value: '1234567', isPublic: false },
  { name: 'deposit_account_bank', value: 'Kabuto Simulation Bank', isPublic: false },
  { name: 'deposit_account_branch', value: 'Head Office (001)', isPublic: false },
];

/** Inserts the default settings and pages that are missing; never overwrites staff edits. */
export async function ensureSiteDefaults(db: Db, now: Date): Promise<void> {
  const at = now.toISOString();
  for (const s of DEFAULT_SETTINGS) {
    await db
      .insertInto('settings')
      .values({ name: s.name, value: s.value, is_public: s.isPublic ? 1 : 0, updated_at: at })
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

export async function setSetting(db: Db, name: string, value: string, now: Date): Promise<void> {
  await db
    .insertInto('settings')
    .values({ name, value, is_public: 1, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: now.toISOString() }))
    .execute();
  settingsChanged(db);
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
