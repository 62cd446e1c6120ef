import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '@kabuto/shared/contract';
import { LANGUAGES } from '@kabuto/shared/catalogue';
import { requireStaff, requireRole, staffOf } from '../../plugins/staff-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { sendSiteMessage } from '../messages/service.ts';
import { checkLocalised, newsImage, addNews, setNewsStatus, staffNews } from '../news/service.ts';
import {
  PAGE_NAMES,
  adminContentContracts as contracts,
} from '@kabuto/shared/contracts/admin-content';
import { contractSchema, queryContractSchema } from '../../lib/contract-route.ts';
import { editPage, staffPages, staffSettings } from '../site/service.ts';
import { proposeSettingChange } from '../approvals/service.ts';

const tags = ['admin'];
const operator = requireRole('operator');
const reader = requireRole('operator', 'auditor');

/** Staff content: site messages, news, pages and settings. Every change is audited. */
export async function staffContentRoutes(app: FastifyInstance): Promise<void> {
  requireStaff(app);
  messageAndNewsRoutes(app);
  pageAndSettingRoutes(app);
}

function messageAndNewsRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.post(
    '/messages',
    { preValidation: operator, schema: contractSchema(tags, contracts.messages) },
    async (req) => {
      const text = { title: checkLocalised(req.body.title), body: checkLocalised(req.body.body) };
      const id = await sendSiteMessage(ctx, staffOf(req), {
        account: req.body.account,
        text,
        reason: req.body.reason,
      });
      return success({ id }, 'submit_success');
    },
  );

  r.get(
    '/news',
    { preValidation: reader, schema: queryContractSchema(tags, contracts['news/list']) },
    async () => success(await staffNews(ctx)),
  );

  r.post(
    '/news',
    { preValidation: operator, schema: contractSchema(tags, contracts.news) },
    async (req) => {
      const article = await addNews(ctx, staffOf(req), {
        market: req.body.market,
        title: checkLocalised(req.body.title),
        summary: checkLocalised(req.body.summary),
        body: checkLocalised(req.body.body),
        publish: req.body.publish,
        image: req.body.image_base64 ? Buffer.from(req.body.image_base64, 'base64') : undefined,
      });
      return success(article, 'add_success');
    },
  );

  r.get(
    '/news/:id/image',
    {
      preValidation: reader,
      schema: {
        tags,
        summary: 'An article image, drafts included',
        params: z.object({ id: id() }),
      },
    },
    async (req, reply) => {
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
      preValidation: operator,
      schema: {
        ...contractSchema(tags, contracts['news/status']),
        params: z.object({ id: id() }),
      },
    },
    async (req) =>
      success(await setNewsStatus(ctx, staffOf(req), req.params.id, req.body), 'modify_success'),
  );
}

function pageAndSettingRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/pages',
    { preValidation: reader, schema: queryContractSchema(tags, contracts.pages) },
    async () => success(await staffPages(ctx)),
  );

  r.post(
    '/pages/:name/:language',
    {
      preValidation: operator,
      schema: {
        ...contractSchema(tags, contracts['pages/edit']),
        params: z.object({ name: z.enum(PAGE_NAMES), language: z.enum(LANGUAGES) }),
      },
    },
    async (req) => {
      await editPage(ctx, staffOf(req), req.params.name, req.params.language, req.body);
      return success(null, 'modify_success');
    },
  );

  r.get(
    '/settings',
    { preValidation: reader, schema: queryContractSchema(tags, contracts.settings) },
    async () => success(await staffSettings(ctx)),
  );

  r.post(
    '/settings/:name',
    {
      preValidation: requireRole('admin'),
      schema: {
        ...contractSchema(tags, contracts['settings/change']),
        params: z.object({ name: z.string().regex(/^[a-z0-9_]{2,64}$/) }),
      },
    },
    async (req) =>
      success(
        await proposeSettingChange(ctx, staffOf(req), req.params.name, req.body),
        'proposal_submitted',
      ),
  );
}
