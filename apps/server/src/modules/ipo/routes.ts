import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MARKET_TYPES } from '@kabuto/shared/markets';
import { form, text } from '../../lib/form.ts';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { languageOf } from '../market/routes.ts';
import {
  listOfferings,
  lotteryRecord,
  mySubscriptions,
  offering,
  offeringAnswer,
  payForAllotment,
  subscribe,
} from './service.ts';

const tags = ['ipo'];

/** Offerings and the lottery record are public, like a prospectus. */
export async function ipoPublicRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/trade/newstocklist',
    {
      schema: {
        tags,
        summary: 'IPO offerings',
        body: form({ type: z.enum(MARKET_TYPES).optional() }),
      },
    },
    async (req) => success(await listOfferings(app.ctx, req.body.type, languageOf(req))),
  );
  r.post(
    '/trade/newstockinfo',
    {
      schema: {
        tags,
        summary: 'One offering with every field',
        body: form({ id: z.coerce.number().int().default(0) }),
      },
    },
    async (req) =>
      success(
        await offeringAnswer(
          app.ctx,
          await offering(app.ctx, app.ctx.db, req.body.id),
          languageOf(req),
        ),
      ),
  );
  r.post(
    '/trade/newstocklottery',
    {
      schema: {
        tags,
        summary:
          'Seed hash, seed (after the draw) and applications: recompute the winners yourself',
        body: form({ id: z.coerce.number().int().default(0) }),
      },
    },
    async (req) => success(await lotteryRecord(app.ctx, req.body.id)),
  );
}

export async function ipoRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/trade/newstockbuy',
    {
      schema: {
        tags,
        summary: 'Subscribe (num = lots); once per offering',
        body: form({ id: z.coerce.number().int().optional(), num: text() }),
      },
    },
    async (req) =>
      success(await subscribe(app.ctx, customerOf(req).id, req.body), 'subscription_success'),
  );
  r.post(
    '/trade/newstockpay',
    {
      schema: {
        tags,
        summary: 'Pay for a won pay-after-win allotment',
        body: form({ id: z.coerce.number().int().optional() }),
      },
    },
    async (req) =>
      success(await payForAllotment(app.ctx, customerOf(req).id, req.body.id), 'purchase_success'),
  );
  r.post(
    '/trade/newstockorders',
    {
      schema: {
        tags,
        summary: 'Your subscriptions with results',
        body: form({ type: z.enum(MARKET_TYPES).optional() }),
      },
    },
    async (req) =>
      success(await mySubscriptions(app.ctx, customerOf(req).id, req.body.type, languageOf(req))),
  );
}
