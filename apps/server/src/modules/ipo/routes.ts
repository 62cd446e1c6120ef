import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ipoContracts } from '@kabuto/shared/contracts/ipo';
import { contractSchema } from '../../lib/contract-route.ts';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { languageOf } from '../../lib/language.ts';
import {
  listOfferings,
  lotteryRecord,
  mySubscriptions,
  offeredOffering,
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
    { schema: contractSchema(tags, ipoContracts['trade/newstocklist']) },
    async (req) => success(await listOfferings(app.ctx, req.body.type, languageOf(req))),
  );
  r.post(
    '/trade/newstockinfo',
    { schema: contractSchema(tags, ipoContracts['trade/newstockinfo']) },
    async (req) =>
      success(
        await offeringAnswer(
          app.ctx,
          await offeredOffering(app.ctx, app.ctx.db, req.body.id),
          languageOf(req),
        ),
      ),
  );
  r.post(
    '/trade/newstocklottery',
    { schema: contractSchema(tags, ipoContracts['trade/newstocklottery']) },
    async (req) => success(await lotteryRecord(app.ctx, req.body.id)),
  );
}

export async function ipoRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/trade/newstockbuy',
    { schema: contractSchema(tags, ipoContracts['trade/newstockbuy']) },
    async (req) =>
      success(
        await subscribe(app.ctx, customerOf(req).id, req.body, languageOf(req)),
        'subscription_success',
      ),
  );
  r.post(
    '/trade/newstockpay',
    { schema: contractSchema(tags, ipoContracts['trade/newstockpay']) },
    async (req) =>
      success(
        await payForAllotment(app.ctx, customerOf(req).id, req.body.id, languageOf(req)),
        'ipo_paid',
      ),
  );
  r.post(
    '/trade/newstockorders',
    { schema: contractSchema(tags, ipoContracts['trade/newstockorders']) },
    async (req) =>
      success(await mySubscriptions(app.ctx, customerOf(req).id, req.body.type, languageOf(req))),
  );
}
