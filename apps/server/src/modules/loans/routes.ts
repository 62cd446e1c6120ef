import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { loanContracts as contracts } from '@kabuto/shared/contracts/loans';
import { contractSchema } from '../../lib/contract-route.ts';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import {
  applyForLoan,
  creditTopUp,
  loanInfo,
  loanList,
  releaseCollateral,
  repay,
} from './service.ts';

export async function loanRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['loans'];
  r.post(
    '/user/loaninfo',
    { schema: contractSchema(tags, contracts['user/loaninfo']) },
    async (req) => success(await loanInfo(ctx, customerOf(req).id, req.body.type)),
  );
  r.post('/user/loan', { schema: contractSchema(tags, contracts['user/loan']) }, async (req) => {
    const loan = await applyForLoan(ctx, customerOf(req).id, req.body);
    // Demo mode grants it at once (autoApproveInDemo): the loan is already active.
    return success(loan, loan.status === 'active' ? 'loan_success' : 'loan_applied');
  });
  r.post(
    '/user/loanlist',
    { schema: contractSchema(tags, contracts['user/loanlist']) },
    async (req) => success(await loanList(ctx, customerOf(req).id, req.body.type)),
  );
  r.post('/user/repay', { schema: contractSchema(tags, contracts['user/repay']) }, async (req) =>
    success(await repay(ctx, customerOf(req).id, req.body), 'loan_repaid'),
  );
  r.post(
    '/user/credittopup',
    { schema: contractSchema(tags, contracts['user/credittopup']) },
    async (req) =>
      success(await creditTopUp(ctx, customerOf(req).id, req.body), 'credit_topup_success'),
  );
  r.post(
    '/user/creditrelease',
    { schema: contractSchema(tags, contracts['user/creditrelease']) },
    async (req) =>
      success(await releaseCollateral(ctx, customerOf(req).id, req.body.type), 'received_success'),
  );
}
