import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageContracts as contracts } from '@kabuto/shared/contracts/messages';
import { contractSchema } from '../../lib/contract-route.ts';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { languageOf } from '../../lib/language.ts';
import { listMessages, readMessage, unreadCount } from './service.ts';

export async function messageRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['messages'];
  r.post(
    '/user/messages',
    { schema: contractSchema(tags, contracts['user/messages']) },
    async (req) =>
      success(await listMessages(app.ctx, customerOf(req).id, languageOf(req), req.body.page)),
  );
  r.post(
    '/user/message',
    { schema: contractSchema(tags, contracts['user/message']) },
    async (req) =>
      success(await readMessage(app.ctx, customerOf(req).id, req.body.id, languageOf(req))),
  );
  r.post('/user/unread', { schema: contractSchema(tags, contracts['user/unread']) }, async (req) =>
    success({ unread: await unreadCount(app.ctx, customerOf(req).id) }),
  );
}
