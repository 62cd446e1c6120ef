import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MARKET_TYPES } from '@kabuto/shared/markets';
import { form, text } from '../../lib/form.ts';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { stockCreditRows } from '../account/service.ts';
import { lend, lendList, recall } from '../lending/service.ts';
import { languageOf } from '../market/routes.ts';
import { buyBlock, listOffers } from './service.ts';

export async function blockRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  r.post(
    '/trade/dzlist',
    {
      schema: {
        tags: ['blocks'],
        summary: 'Block-trade offers',
        body: form({ type: z.enum(MARKET_TYPES).optional() }),
      },
    },
    async (req) => success(await listOffers(ctx, req.body.type, languageOf(req))),
  );
  r.post(
    '/trade/dzbuy',
    {
      schema: {
        tags: ['blocks'],
        summary: 'Buy part of a block (key when the offer has one; fund password)',
        body: form({
          id: z.coerce.number().int().optional(),
          num: text(),
          key: text(),
          fund_password: text(),
          nonce: text(),
        }),
      },
    },
    async (req) => success(await buyBlock(ctx, customerOf(req).id, req.body), 'placement_success'),
  );
  r.post(
    '/trade/dzorders',
    {
      schema: {
        tags: ['blocks'],
        summary: 'Your block purchases (same rows as ustockslist)',
        body: form({ type: z.enum(MARKET_TYPES).default('jpy') }),
      },
    },
    async (req) => success(await stockCreditRows(ctx, customerOf(req).id, req.body.type)),
  );
  r.post(
    '/trade/lend',
    {
      schema: {
        tags: ['lending'],
        summary: 'Lend held shares into the pool for the daily fee',
        body: form({ id: z.coerce.number().int().optional(), num: text() }),
      },
    },
    async (req) => success(await lend(ctx, customerOf(req).id, req.body), 'submit_success'),
  );
  r.post(
    '/trade/recall',
    {
      schema: {
        tags: ['lending'],
        summary: 'Recall lent shares',
        body: form({ id: z.coerce.number().int().optional() }),
      },
    },
    async (req) => success(await recall(ctx, customerOf(req).id, req.body.id), 'submit_success'),
  );
  r.post(
    '/trade/lendlist',
    {
      schema: {
        tags: ['lending'],
        summary: 'Your share loans with the fees earned',
        body: form({ type: z.enum(MARKET_TYPES).optional() }),
      },
    },
    async (req) => success(await lendList(ctx, customerOf(req).id, req.body.type)),
  );
}
