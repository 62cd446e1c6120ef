import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '@kabuto/shared/contract';
import { adminApprovalContracts } from '@kabuto/shared/contracts/admin-approvals';
import { adminProductContracts as contracts } from '@kabuto/shared/contracts/admin-products';
import { contractSchema, queryContractSchema } from '../../lib/contract-route.ts';
import { requireRole, requireStaff, staffOf } from '../../plugins/staff-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { languageOf } from '../../lib/language.ts';
import { addOffering, drawNow, proposeOfferingPrice, staffOfferings } from './admin-service.ts';

export async function ipoAdminRoutes(app: FastifyInstance): Promise<void> {
  requireStaff(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['admin'];
  const operator = requireRole('operator');
  r.get(
    '/ipo',
    {
      preValidation: requireRole('operator', 'auditor'),
      schema: queryContractSchema(tags, contracts.ipo),
    },
    async (req) => success(await staffOfferings(ctx, languageOf(req))),
  );
  r.post(
    '/ipo',
    { preValidation: operator, schema: contractSchema(tags, contracts['ipo/create']) },
    async (req) =>
      success(await addOffering(ctx, staffOf(req), req.body, languageOf(req)), 'add_success'),
  );
  r.post(
    '/ipo/:id/draw',
    {
      preValidation: operator,
      schema: { ...contractSchema(tags, contracts['ipo/draw']), params: z.object({ id: id() }) },
    },
    async (req) => success(await drawNow(ctx, staffOf(req), req.params.id), 'submit_success'),
  );
  r.post(
    '/ipo/:id/price',
    {
      preValidation: operator,
      schema: {
        ...contractSchema(tags, adminApprovalContracts['ipo/price']),
        params: z.object({ id: id() }),
      },
    },
    async (req) =>
      success(
        await proposeOfferingPrice(ctx, staffOf(req), req.params.id, req.body.price),
        'submit_success',
      ),
  );
}
