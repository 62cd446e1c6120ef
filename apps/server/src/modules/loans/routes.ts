import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { form, id, marketType, nonce, text } from '@kabuto/shared/contract';
import { MARKET_TYPES } from '@kabuto/shared/markets';
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
    {
      schema: {
        tags,
        summary: 'Credit score with its factors, loanable amount, interest, outstanding',
        body: form({ type: marketType() }),
      },
    },
    async (req) => success(await loanInfo(ctx, customerOf(req).id, req.body.type)),
  );
  r.post(
    '/user/loan',
    {
      schema: {
        tags,
        summary: 'Apply for a credit loan (staff review)',
        body: form({ type: marketType(), money: text(), nonce: nonce() }),
      },
    },
    async (req) => success(await applyForLoan(ctx, customerOf(req).id, req.body), 'submit_success'),
  );
  r.post(
    '/user/loanlist',
    {
      schema: {
        tags,
        summary: 'Your loans',
        body: form({ type: z.enum(MARKET_TYPES).optional() }),
      },
    },
    async (req) => success(await loanList(ctx, customerOf(req).id, req.body.type)),
  );
  r.post(
    '/user/repay',
    {
      schema: {
        tags,
        summary: 'Repay part or all of a loan, never more than owed',
        body: form({ id: id().optional(), money: text() }),
      },
    },
    async (req) => success(await repay(ctx, customerOf(req).id, req.body), 'submit_success'),
  );
  r.post(
    '/user/credittopup',
    {
      schema: {
        tags,
        summary: 'Pledge cash (a positive whole amount) as collateral',
        body: form({ type: marketType(), money: text() }),
      },
    },
    async (req) =>
      success(await creditTopUp(ctx, customerOf(req).id, req.body), 'credit_topup_success'),
  );
  r.post(
    '/user/creditrelease',
    {
      schema: {
        tags,
        summary: 'Release pledged collateral when nothing is owed',
        body: form({ type: marketType() }),
      },
    },
    async (req) =>
      success(await releaseCollateral(ctx, customerOf(req).id, req.body.type), 'received_success'),
  );
}
