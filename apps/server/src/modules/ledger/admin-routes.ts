import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminStaffContracts as contracts } from '@kabuto/shared/contracts/admin-staff';
import { adminFourEyesContracts as corrections } from '@kabuto/shared/contracts/admin-approvals';
import { contractSchema, queryContractSchema } from '../../lib/contract-route.ts';
import { requireRole, requireStaff, staffOf } from '../../plugins/staff-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { lendingProblems } from '../lending/service.ts';
import { positionProblems } from '../positions/service.ts';
import { proposeCorrection } from './admin-service.ts';
import { checkLedger } from './invariant.ts';

/**
 * The back office's books check: the ledger's invariants, read back from every posting, and what
 * customers hold (lent ≤ held, no negative quantity).
 */
export async function ledgerAdminRoutes(app: FastifyInstance): Promise<void> {
  requireStaff(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/ledger/check',
    {
      preValidation: requireRole('auditor'),
      schema: queryContractSchema(['admin'], contracts['ledger/check']),
    },
    async () => {
      const check = await checkLedger(app.ctx.db);
      const problems = [
        ...check.problems,
        ...(await positionProblems(app.ctx.db)),
        ...(await lendingProblems(app.ctx.db)),
      ];
      return success({ ...check, ok: problems.length === 0, problems });
    },
  );
  r.post(
    '/ledger/corrections',
    {
      preValidation: requireRole('operator'),
      schema: contractSchema(['admin'], corrections['ledger/corrections']),
    },
    async (request) =>
      success(
        await proposeCorrection(app.ctx, staffOf(request), request.body),
        'proposal_submitted',
      ),
  );
}
