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

import {
  addBlockOffer,
  closeBlockOffer,
  deliverOfferKey,
  proposeBlockPrice,
  staffBlockOffers,
} from './admin-service.ts';

export async function blockAdminRoutes(app: FastifyInstance): Promise<void> {
  requireStaff(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['admin'];
  const operator = requireRole('operator');
  const params = z.object({ id: id() });
  r.get(
    '/blocks',
    {
      preValidation: requireRole('operator', 'auditor'),
      schema: queryContractSchema(tags, contracts.blocks),
    },
    async (req) => success(await staffBlockOffers(ctx, languageOf(req))),
  );
  r.post(
    '/blocks',
    { preValidation: operator, schema: contractSchema(tags, contracts['blocks/create']) },
    async (req) =>
      success(await addBlockOffer(ctx, staffOf(req), req.body, languageOf(req)), 'add_success'),
  );
  r.post(
    '/blocks/:id/key',
    {
      preValidation: operator,
      schema: { ...contractSchema(tags, contracts['blocks/key']), params },
    },
    async (req) => {
      await deliverOfferKey(ctx, staffOf(req), req.params.id, req.body.account);
      return success(null, 'submit_success');
    },
  );
  r.post(
    '/blocks/:id/close',
    {
      preValidation: operator,
      schema: { ...contractSchema(tags, contracts['blocks/close']), params },
    },
    async (req) => {
      await closeBlockOffer(ctx, staffOf(req), req.params.id, req.body.reason);
      return success(null, 'modify_success');
    },
  );
  r.post(
    '/blocks/:id/price',
    {
      preValidation: operator,
      schema: { ...contractSchema(tags, adminApprovalContracts['blocks/price']), params },
    },
    async (req) =>
      success(
        await proposeBlockPrice(ctx, staffOf(req), req.params.id, req.body.price),
        'submit_success',
      ),
  );
}
