import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { holdingsValueHundredths, hundredthsToText, sumMoneyText } from '@kabuto/shared/panel';
import { typeOnly } from '@kabuto/shared/contract';
import { languageOf } from '../market/routes.ts';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import {
  closedStockRows,
  heldStockRows,
  newStockRows,
  productRows,
  stockCreditRows,
  withdrawalRows,
} from './service.ts';

/** The account panel's lists (SPEC §7), each for the market type's currency. */
export async function accountPanelRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = (summary: string, tags: string[]) => ({ tags, summary, body: typeOnly() });

  r.post(
    '/trade/usernewstocklist',
    { schema: schema('New-share subscriptions (status 1 is frozen)', ['trade']) },
    async (req) => success(await newStockRows(app.ctx, customerOf(req).id, req.body.type)),
  );
  r.post(
    '/user/withdrawallist',
    { schema: schema('Withdrawals: 0 pending, 1 passed, 2 rejected', ['user']) },
    async (req) => success(await withdrawalRows(app.ctx, customerOf(req).id, req.body.type)),
  );
  r.post(
    '/trade/userproductlist',
    { schema: schema('Copy-trading follows (status 0 is frozen)', ['trade']) },
    async (req) => success(await productRows(app.ctx, customerOf(req).id, req.body.type)),
  );
  r.post(
    '/trade/ustockslist',
    { schema: schema('Block-trade credits (status 0 is frozen)', ['trade']) },
    async (req) => success(await stockCreditRows(app.ctx, customerOf(req).id, req.body.type)),
  );
  r.post(
    '/trade/userstocklist',
    {
      schema: schema('Held positions, with ccsz (holdings value) and fdyk (floating P&L)', [
        'trade',
      ]),
    },
    async (req) => {
      const rows = await heldStockRows(app.ctx, customerOf(req).id, req.body.type, languageOf(req));
      return success(rows, 'ok', {
        ccsz: hundredthsToText(holdingsValueHundredths(rows)),
        fdyk: sumMoneyText(rows.map((row) => row.yingkui)),
      });
    },
  );
  r.post(
    '/trade/userstocklists',
    { schema: schema('Closed positions, with lsyk (realised P&L)', ['trade']) },
    async (req) => {
      const rows = await closedStockRows(
        app.ctx,
        customerOf(req).id,
        req.body.type,
        languageOf(req),
      );
      return success(rows, 'ok', { lsyk: sumMoneyText(rows.map((row) => row.yingkui)) });
    },
  );
}
