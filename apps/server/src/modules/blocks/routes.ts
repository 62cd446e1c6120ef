import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { contractSchema } from '../../lib/contract-route.ts';
import { blockContracts } from '@kabuto/shared/contracts/blocks';
import { lendingContracts } from '@kabuto/shared/contracts/lending';
import { stockCreditRows } from '../account/service.ts';
import { lend, lendList, recall } from '../lending/service.ts';
import { languageOf } from '../../lib/language.ts';
import { buyBlock, listOffers } from './service.ts';

export async function blockRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  r.post(
    '/trade/dzlist',
    { schema: contractSchema(['blocks'], blockContracts['trade/dzlist']) },
    async (req) => success(await listOffers(ctx, req.body.type, languageOf(req))),
  );
  r.post(
    '/trade/dzbuy',
    { schema: contractSchema(['blocks'], blockContracts['trade/dzbuy']) },
    async (req) =>
      success(await buyBlock(ctx, customerOf(req).id, req.body), 'placement_requested'),
  );
  r.post(
    '/trade/dzorders',
    { schema: contractSchema(['blocks'], blockContracts['trade/dzorders']) },
    async (req) => success(await stockCreditRows(ctx, customerOf(req).id, req.body.type)),
  );
  r.post(
    '/trade/lend',
    { schema: contractSchema(['lending'], lendingContracts['trade/lend']) },
    async (req) => success(await lend(ctx, customerOf(req).id, req.body), 'lending_started'),
  );
  r.post(
    '/trade/recall',
    { schema: contractSchema(['lending'], lendingContracts['trade/recall']) },
    async (req) => success(await recall(ctx, customerOf(req).id, req.body.id), 'lending_recalled'),
  );
  r.post(
    '/trade/lendlist',
    { schema: contractSchema(['lending'], lendingContracts['trade/lendlist']) },
    async (req) => success(await lendList(ctx, customerOf(req).id, req.body.type)),
  );
}
