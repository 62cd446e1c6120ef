import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { form, positiveInt, wholeNumber } from '@kabuto/shared/contract';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { languageOf } from '../market/routes.ts';
import { listMessages, readMessage, unreadCount } from './service.ts';

export async function messageRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['messages'];
  r.post(
    '/user/messages',
    {
      schema: {
        tags,
        summary: 'Site messages, newest first, in your language',
        body: form({ page: positiveInt().default(1) }),
      },
    },
    async (req) =>
      success(await listMessages(app.ctx, customerOf(req).id, languageOf(req), req.body.page)),
  );
  r.post(
    '/user/message',
    {
      schema: {
        tags,
        summary: 'One message, marked as read',
        body: form({ id: wholeNumber().default(0) }),
      },
    },
    async (req) =>
      success(await readMessage(app.ctx, customerOf(req).id, req.body.id, languageOf(req))),
  );
  r.post('/user/unread', { schema: { tags, summary: 'Count of unread messages' } }, async (req) =>
    success({ unread: await unreadCount(app.ctx, customerOf(req).id) }),
  );
}
