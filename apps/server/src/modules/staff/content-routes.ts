import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '@kabuto/shared/contract';
import { LANGUAGES } from '@kabuto/shared/catalogue';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { actorOf, requireStaff, staffWithRole } from '../../plugins/staff-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { recordAudit } from '../audit/service.ts';
import { findCustomerByAccount } from '../customers/repository.ts';
import { sendStaffMessage } from '../messages/service.ts';
import { NEWS_MARKETS } from '@kabuto/shared/contracts/news';
import { checkLocalised, createNews, newsAdminAnswer, newsImage } from '../news/service.ts';
import { PAGE_NAMES } from '../site/default-pages.ts';
import { settingsChanged } from '../site/settings.ts';
import { isSettingName, parseSetting } from '@kabuto/shared/settings';

const localised = z.object({ jp: z.string(), cn: z.string(), us: z.string() });

/** Staff content: site messages, news, pages and settings. Every change is audited. */
export async function staffContentRoutes(app: FastifyInstance): Promise<void> {
  requireStaff(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['admin'];

  r.post(
    '/messages',
    {
      schema: {
        tags,
        summary: 'Send a site message to one customer (account) or to everyone (no account)',
        body: z.object({
          account: z.string().optional(),
          title: localised,
          body: localised,
          reason: z.string().optional(),
        }),
      },
    },
    async (req) => {
      const staff = staffWithRole(req, 'operator');
      const title = checkLocalised(req.body.title);
      const body = checkLocalised(req.body.body);
      const id = await inTransaction(ctx.db, async (tx) => {
        let customerId: number | null = null;
        if (req.body.account) {
          const customer = await findCustomerByAccount(tx, req.body.account);
          if (!customer) refuse('account_not_found');
          customerId = customer.id;
        }
        const messageId = await sendStaffMessage(tx, ctx.clock, {
          customerId,
          text: { title, body },
          actor: actorOf(staff),
        });
        await recordAudit(tx, ctx.clock, {
          actor: actorOf(staff),
          action: 'message.send',
          target: req.body.account ? `customer:${req.body.account}` : 'customers:all',
          after: { title },
          reason: req.body.reason ?? null,
        });
        return messageId;
      });
      return success({ id }, 'submit_success');
    },
  );

  r.get('/news', { schema: { tags, summary: 'All articles, drafts included' } }, async (req) => {
    staffWithRole(req, 'operator', 'auditor');
    const rows = await ctx.db
      .selectFrom('news')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    return success(rows.map(newsAdminAnswer));
  });

  r.post(
    '/news',
    {
      schema: {
        tags,
        summary: 'Create an article in three languages (image: base64 JPEG/PNG/WEBP)',
        body: z.object({
          market: z.enum(NEWS_MARKETS),
          title: localised,
          summary: localised,
          body: localised,
          image_base64: z.string().max(7_000_000).optional(),
          publish: z.boolean().default(false),
        }),
      },
    },
    async (req) => {
      const staff = staffWithRole(req, 'operator');
      const row = await inTransaction(ctx.db, async (tx) => {
        const created = await createNews(ctx, tx, {
          market: req.body.market,
          title: checkLocalised(req.body.title),
          summary: checkLocalised(req.body.summary),
          body: checkLocalised(req.body.body),
          publish: req.body.publish,
          image: req.body.image_base64 ? Buffer.from(req.body.image_base64, 'base64') : undefined,
          actor: actorOf(staff),
        });
        await recordAudit(tx, ctx.clock, {
          actor: actorOf(staff),
          action: 'news.create',
          target: `news:${created.id}`,
          after: { status: created.status },
        });
        return created;
      });
      return success(newsAdminAnswer(row), 'add_success');
    },
  );

  r.get(
    '/news/:id/image',
    {
      schema: {
        tags,
        summary: 'An article image, drafts included',
        params: z.object({ id: id() }),
      },
    },
    async (req, reply) => {
      staffWithRole(req, 'operator', 'auditor');
      const image = await newsImage(ctx, req.params.id, true);
      return reply
        .header('content-type', image.mime)
        .header('cache-control', 'private, no-store')
        .send(image.bytes);
    },
  );

  r.post(
    '/news/:id/status',
    {
      schema: {
        tags,
        summary: 'Publish or withdraw an article',
        params: z.object({ id: id() }),
        body: z.object({ publish: z.boolean(), reason: z.string().optional() }),
      },
    },
    async (req) => {
      const staff = staffWithRole(req, 'operator');
      const row = await inTransaction(ctx.db, async (tx) => {
        const before = await tx
          .selectFrom('news')
          .selectAll()
          .where('id', '=', req.params.id)
          .executeTakeFirst();
        if (!before) refuse('not_found');
        const status = req.body.publish ? 'published' : 'draft';
        const after = await tx
          .updateTable('news')
          .set({
            status,
            published_at: req.body.publish
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
          reason: req.body.reason ?? null,
        });
        return after;
      });
      return success(newsAdminAnswer(row), 'modify_success');
    },
  );

  r.get(
    '/pages',
    { schema: { tags, summary: 'The about, privacy and agreement pages in each language' } },
    async (req) => {
      staffWithRole(req, 'operator', 'auditor');
      return success(
        await ctx.db.selectFrom('pages').selectAll().orderBy('name').orderBy('language').execute(),
      );
    },
  );

  r.post(
    '/pages/:name/:language',
    {
      schema: {
        tags,
        summary: 'Edit a page in one language',
        params: z.object({ name: z.enum(PAGE_NAMES), language: z.enum(LANGUAGES) }),
        body: z.object({
          title: z.string().min(1).max(200),
          body: z.string().min(1).max(100_000),
          reason: z.string().optional(),
        }),
      },
    },
    async (req) => {
      const staff = staffWithRole(req, 'operator');
      await inTransaction(ctx.db, async (tx) => {
        const before = await tx
          .selectFrom('pages')
          .selectAll()
          .where('name', '=', req.params.name)
          .where('language', '=', req.params.language)
          .executeTakeFirstOrThrow();
        await tx
          .updateTable('pages')
          .set({
            title: req.body.title,
            body: req.body.body,
            updated_at: ctx.clock.now().toISOString(),
          })
          .where('name', '=', req.params.name)
          .where('language', '=', req.params.language)
          .execute();
        await recordAudit(tx, ctx.clock, {
          actor: actorOf(staff),
          action: 'page.edit',
          target: `page:${req.params.name}:${req.params.language}`,
          before: { title: before.title, length: before.body.length },
          after: { title: req.body.title, length: req.body.body.length },
          reason: req.body.reason ?? null,
        });
      });
      return success(null, 'modify_success');
    },
  );

  r.get('/settings', { schema: { tags, summary: 'Every setting' } }, async (req) => {
    staffWithRole(req, 'operator', 'auditor');
    return success(await ctx.db.selectFrom('settings').selectAll().orderBy('name').execute());
  });

  r.post(
    '/settings/:name',
    {
      schema: {
        tags,
        summary: 'Change a setting (audited, with a reason)',
        params: z.object({ name: z.string().regex(/^[a-z0-9_]{2,64}$/) }),
        body: z.object({ value: z.string().max(2_000), reason: z.string().optional() }),
      },
    },
    async (req) => {
      const staff = staffWithRole(req, 'admin');
      const reason = req.body.reason?.trim();
      if (!reason) refuse('reason_required');
      const name = req.params.name;
      if (!isSettingName(name)) refuse('not_found');
      // Checked before the transaction opens: a value outside its rule writes nothing.
      const checked = parseSetting(name, req.body.value);
      if (!checked.ok) refuse(checked.msg, checked.params);
      await inTransaction(ctx.db, async (tx) => {
        const before = await tx
          .selectFrom('settings')
          .selectAll()
          .where('name', '=', req.params.name)
          .executeTakeFirst();
        if (!before) refuse('not_found');
        await tx
          .updateTable('settings')
          .set({ value: req.body.value, updated_at: ctx.clock.now().toISOString() })
          .where('name', '=', req.params.name)
          .execute();
        settingsChanged(tx);
        await recordAudit(tx, ctx.clock, {
          actor: actorOf(staff),
          action: 'setting.change',
          target: `setting:${req.params.name}`,
          before: { value: before.value },
          after: { value: req.body.value },
          reason,
        });
      });
      return success(null, 'modify_success');
    },
  );
}
