/** The back office's page editing: the about, privacy and agreement pages in each language. */
import type { Language } from '@kabuto/shared/catalogue';
import type { PageName } from '@kabuto/shared/contracts/admin-content';
import type { AppContext, SessionStaff } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { actorOf, recordAudit } from '../audit/service.ts';

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
