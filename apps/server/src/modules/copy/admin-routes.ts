import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '@kabuto/shared/contract';
import { adminProductContracts as contracts } from '@kabuto/shared/contracts/admin-products';
import { contractSchema, queryContractSchema } from '../../lib/contract-route.ts';
import { requireRole, requireStaff, staffOf } from '../../plugins/staff-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { languageOf } from '../../lib/language.ts';
import {
  addProduct,
  issuerClose,
  issuerOrder,
  setProductShelf,
  staffProducts,
} from './admin-service.ts';

export async function copyAdminRoutes(app: FastifyInstance): Promise<void> {
  requireStaff(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['admin'];
  const operator = requireRole('operator');
  const params = z.object({ id: id() });
  r.get(
    '/products',
    {
      preValidation: requireRole('operator', 'auditor'),
      schema: queryContractSchema(tags, contracts.products),
    },
    async (req) => success(await staffProducts(ctx, languageOf(req))),
  );
  r.post(
    '/products',
    { preValidation: operator, schema: contractSchema(tags, contracts['products/create']) },
    async (req) =>
      success(await addProduct(ctx, staffOf(req), req.body, languageOf(req)), 'add_success'),
  );
  r.post(
    '/products/:id/order',
    {
      preValidation: operator,
      schema: { ...contractSchema(tags, contracts['products/order']), params },
    },
    async (req) =>
      success(await issuerOrder(ctx, staffOf(req), req.params.id, req.body), 'purchase_success'),
  );
  r.post(
    '/products/:id/close',
    {
      preValidation: operator,
      schema: { ...contractSchema(tags, contracts['products/close']), params },
    },
    async (req) =>
      success(
        await issuerClose(ctx, staffOf(req), req.params.id, req.body.position_id),
        'submit_success',
      ),
  );
  r.post(
    '/products/:id/shelf',
    {
      preValidation: operator,
      schema: { ...contractSchema(tags, contracts['products/shelf']), params },
    },
    async (req) => {
      await setProductShelf(ctx, staffOf(req), req.params.id, req.body);
      return success(null, 'modify_success');
    },
  );
}
