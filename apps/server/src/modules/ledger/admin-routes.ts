import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminStaffContracts as contracts } from '@kabuto/shared/contracts/admin-staff';
import { queryContractSchema } from '../../lib/contract-route.ts';
import { requireRole, requireStaff } from '../../plugins/staff-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { checkLedger } from './invariant.ts';

/** The back office's ledger route: the invariant check, read back from every posting. */
export async function ledgerAdminRoutes(app: FastifyInstance): Promise<void> {
  requireStaff(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/ledger/check',
    {
      preValidation: requireRole('auditor'),
      schema: queryContractSchema(['admin'], contracts['ledger/check']),
    },
    async () => success(await checkLedger(app.ctx.db)),
  );
}
