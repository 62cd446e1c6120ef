import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminStaffContracts as contracts } from '@kabuto/shared/contracts/admin-staff';
import { contractSchema, queryContractSchema } from '../../lib/contract-route.ts';
import { requireRole, requireStaff, staffOf } from '../../plugins/staff-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { searchCustomers, setCustomerStatus } from './admin-service.ts';

/** The back office's customer routes: search, and bans, freezes and trading bars (audited). */
export async function customerAdminRoutes(app: FastifyInstance): Promise<void> {
  requireStaff(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/customers',
    {
      preValidation: requireRole('operator', 'reviewer', 'auditor'),
      schema: queryContractSchema(tags, contracts.customers),
    },
    async (request) => success(await searchCustomers(app.ctx, request.query)),
  );

  r.post(
    '/customers/:account/status',
    {
      preValidation: requireRole('operator'),
      schema: {
        ...contractSchema(tags, contracts['customers/status']),
        params: z.object({ account: z.string() }),
      },
    },
    async (request) => {
      const { reason, ...flags } = request.body;
      const { customer, proposed } = await setCustomerStatus(app.ctx, staffOf(request), {
        account: request.params.account,
        flags,
        reason,
      });
      return success(customer, proposed ? 'proposal_submitted' : 'modify_success');
    },
  );
}
