/** The back office's news commands: each writes its audit entry in its own transaction. */
import type { AppContext, SessionStaff } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import type { NewsInput } from './service.ts';
import { createNews, newsAdminAnswer } from './service.ts';

/** The latest articles, drafts included, newest first. */
export async function staffNews(ctx: AppContext) {
  const rows = await ctx.db
    .selectFrom('news')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map(newsAdminAnswer);
}

/** Creates an article (a draft, or published at once). */
export async function addNews(
  ctx: AppContext,
  staff: SessionStaff,
  input: NewsInput & { image?: Buffer | undefined },
) {
  const row = await inTransaction(ctx.db, async (tx) => {
    const created = await createNews(ctx, tx, { ...input, actor: actorOf(staff) });
    await recordAudit(tx, ctx.clock, {
      actor: actorOf(staff),
      action: 'news.create',
      target: `news:${created.id}`,
      after: { status: created.status },
    });
    return created;
  });
  return newsAdminAnswer(row);
}

/** Publishes an article (keeping its first publication time) or takes it back to draft. */
export async function setNewsStatus(
  ctx: AppContext,
  staff: SessionStaff,
  id: number,
  input: { publish: boolean; reason?: string | undefined },
) {
  const row = await inTransaction(ctx.db, async (tx) => {
    const before = await tx.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) refuse('not_found');
    const status = input.publish ? 'published' : 'draft';
    const after = await tx
      .updateTable('news')
      .set({
        status,
        published_at: input.publish
          ? (before.published_at ?? ctx.clock.now().toISOString())
          : before.published_at,
      })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(tx, ctx.clock, {
      actor: actorOf(staff),
      action: 'news.status',
      target: `news:${before.id}`,
      before: { status: before.status },
      after: { status },
      reason: input.reason ?? null,
    });
    return after;
  });
  return newsAdminAnswer(row);
}
