import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  statementContracts as contracts,
  statementFileBody,
} from '@kabuto/shared/contracts/statements';
import { contractSchema } from '../../lib/contract-route.ts';
import { languageOf } from '../../lib/language.ts';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import type { DocumentFile } from './documents.ts';
import { documentFile, listConfirmations, listDocuments } from './documents.ts';

/** Sends a document as a download; never cached (it is the customer's own). */
export function sendDocument(reply: FastifyReply, file: DocumentFile): FastifyReply {
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}

export async function statementRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['statements'];
  r.post(
    '/user/statements',
    { schema: contractSchema(tags, contracts['user/statements']) },
    async (req) =>
      success(await listDocuments(ctx, customerOf(req).id, req.body.kind, req.body.page)),
  );
  r.post(
    '/trade/confirmations',
    { schema: contractSchema(tags, contracts['trade/confirmations']) },
    async (req) =>
      success(
        await listConfirmations(
          ctx,
          customerOf(req).id,
          req.body.type,
          req.body.page,
          languageOf(req),
        ),
      ),
  );
  r.post(
    '/user/statement',
    {
      schema: {
        tags,
        summary:
          'One confirmation or statement as a file (PDF or CSV, content-disposition attachment), in your language',
        body: statementFileBody,
      },
    },
    async (req, reply) =>
      sendDocument(reply, await documentFile(ctx, customerOf(req).id, req.body, languageOf(req))),
  );
}
