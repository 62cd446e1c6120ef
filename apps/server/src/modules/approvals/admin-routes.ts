import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '@kabuto/shared/contract';
import {
  adminApprovalContracts as contracts,
  adminFourEyesContracts as fourEyes,
} from '@kabuto/shared/contracts/admin-approvals';
import { contractSchema, queryContractSchema } from '../../lib/contract-route.ts';
import { requireRole, requireStaff, staffOf } from '../../plugins/staff-auth.ts';
import { success } from '../../plugins/envelope.ts';
import {
  approveChange,
  approveProposal,
  rejectChange,
  rejectProposal,
  staffProposalList,
  staffProposals,
} from './service.ts';

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

/** Four-eyes proposals (issue 16): the list, and a second staff member's approval or rejection. */
export async function fourEyesAdminRoutes(app: FastifyInstance): Promise<void> {
  requireStaff(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['admin'];
  // The kind's own role is checked when approving (`proposal_role_required`).
  const decider = requireRole('operator', 'reviewer');
  const params = z.object({ id: id() });
  r.get(
    '/proposals',
    {
      preValidation: requireRole('operator', 'reviewer', 'auditor'),
      schema: queryContractSchema(tags, fourEyes.proposals),
    },
    async (req) => success(await staffProposalList(ctx, req.query.status === 'pending')),
  );
  r.post(
    '/proposals/:id/approve',
    {
      preValidation: decider,
      schema: { ...contractSchema(tags, fourEyes['proposals/approve']), params },
    },
    async (req) => success(await approveChange(ctx, staffOf(req), req.params.id), 'submit_success'),
  );
  r.post(
    '/proposals/:id/reject',
    {
      preValidation: decider,
      schema: { ...contractSchema(tags, fourEyes['proposals/reject']), params },
    },
    async (req) =>
      success(
        await rejectChange(ctx, staffOf(req), req.params.id, req.body.reason),
        'submit_success',
      ),
  );
}
