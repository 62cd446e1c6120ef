import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '@kabuto/shared/contract';
import { adminApprovalContracts as contracts } from '@kabuto/shared/contracts/admin-approvals';
import { contractSchema, queryContractSchema } from '../../lib/contract-route.ts';
import { requireRole, requireStaff, staffOf } from '../../plugins/staff-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { approveProposal, rejectProposal, staffProposals } from './service.ts';

/** Price proposals for block offers and IPO offerings, decided by a second staff member. */
export async function approvalAdminRoutes(app: FastifyInstance): Promise<void> {
  requireStaff(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['admin'];
  const operator = requireRole('operator');
  const params = z.object({ id: id() });
  r.get(
    '/approvals',
    {
      preValidation: requireRole('operator', 'auditor'),
      schema: queryContractSchema(tags, contracts.approvals),
    },
    async (req) => success(await staffProposals(ctx, req.query.status)),
  );
  r.post(
    '/approvals/:id/approve',
    {
      preValidation: operator,
      schema: { ...contractSchema(tags, contracts['approvals/approve']), params },
    },
    async (req) =>
      success(await approveProposal(ctx, staffOf(req), req.params.id), 'submit_success'),
  );
  r.post(
    '/approvals/:id/reject',
    {
      preValidation: operator,
      schema: { ...contractSchema(tags, contracts['approvals/reject']), params },
    },
    async (req) =>
      success(
        await rejectProposal(ctx, staffOf(req), req.params.id, req.body.reason),
        'submit_success',
      ),
  );
}
