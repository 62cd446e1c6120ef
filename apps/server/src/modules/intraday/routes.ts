import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MARKET_TYPES } from '@kabuto/shared/markets';
import { form, marketType, text } from '../../lib/form.ts';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { applyIntraday, intradayList } from './service.ts';

export async function intradayRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['intraday'];
  r.post(
    '/trade/rnjyapply',
    {
      schema: {
        tags,
        summary: 'Apply for day trading with a participation amount (frozen; staff review)',
        body: form({ type: marketType(), money: text() }),
      },
    },
    async (req) =>
      success(await applyIntraday(app.ctx, customerOf(req).id, req.body), 'submit_success'),
  );
  r.post(
    '/trade/rnjylist',
    {
      schema: {
        tags,
        summary: 'Day-trading applications with status and remaining credit',
        body: form({ type: z.enum(MARKET_TYPES).optional() }),
      },
    },
    async (req) => success(await intradayList(app.ctx, customerOf(req).id, req.body.type)),
  );
}
