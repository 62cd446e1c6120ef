import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { kycContracts as contracts } from '@kabuto/shared/contracts/kyc';
import { contractSchema } from '../../lib/contract-route.ts';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { readMultipart } from '../uploads/service.ts';
import { kycState, submitKyc } from './service.ts';

export async function kycRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];
  r.post(
    '/user/verified',
    {
      schema: {
        ...contractSchema(tags, contracts['user/verified']),
        consumes: ['multipart/form-data'],
      },
    },
    async (req) => {
      const form = await readMultipart(req);
      const file = (field: string) => form.files.find((f) => f.field === field);
      const result = await submitKyc(app.ctx, customerOf(req).id, {
        ...form.fields,
        front: file('front'),
        back: file('back'),
      });
      // Demo mode verifies at once (autoApproveInDemo): the answer is already passed.
      return success(result, result.status === 'passed' ? 'kyc_approved_demo' : 'kyc_submitted');
    },
  );
  r.post(
    '/user/verifiedinfo',
    { schema: contractSchema(tags, contracts['user/verifiedinfo']) },
    async (req) => success(await kycState(app.ctx, customerOf(req).id)),
  );
}
