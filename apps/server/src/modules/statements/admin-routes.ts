import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDocumentParams,
  adminDocumentQuery,
  adminStatementContracts as contracts,
} from '@kabuto/shared/contracts/admin-statements';
import { queryContractSchema } from '../../lib/contract-route.ts';
import { requireRole, requireStaff, staffOf } from '../../plugins/staff-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { staffDocumentFile, staffDocuments } from './admin-service.ts';
import { sendDocument } from './routes.ts';

/** The customer page's documents: the list and each file (both audited). */
export async function statementAdminRoutes(app: FastifyInstance): Promise<void> {
  requireStaff(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  r.get(
    '/customers/:account/documents',
    {
      preValidation: requireRole('operator', 'reviewer', 'auditor'),
      schema: {
        ...queryContractSchema(tags, contracts['customers/documents']),
        params: z.object({ account: z.string() }),
      },
    },
    async (request) =>
      success(
        await staffDocuments(app.ctx, staffOf(request), {
          account: request.params.account,
          ...request.query,
        }),
      ),
  );
  r.get(
    '/customers/:account/documents/:kind/:id',
    {
      preValidation: requireRole('operator', 'reviewer', 'auditor'),
      schema: {
        tags,
        summary: "One of a customer's documents as a file, as the customer gets it (audited)",
        params: adminDocumentParams,
        querystring: adminDocumentQuery,
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await staffDocumentFile(app.ctx, staffOf(request), {
          ...request.params,
          format: request.query.format,
        }),
      ),
  );
}
