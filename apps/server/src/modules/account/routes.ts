import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { holdingsValueHundredths, hundredthsToText, sumMoneyText } from '@kabuto/shared/panel';
import { accountContracts as contracts } from '@kabuto/shared/contracts/account';
import { contractSchema } from '../../lib/contract-route.ts';
import { languageOf } from '../../lib/language.ts';
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

  r.post(
    '/trade/usernewstocklist',
    { schema: contractSchema(['trade'], contracts['trade/usernewstocklist']) },
    async (req) => success(await newStockRows(app.ctx, customerOf(req).id, req.body.type)),
  );
  r.post(
    '/user/withdrawallist',
    { schema: contractSchema(['user'], contracts['user/withdrawallist']) },
    async (req) =>
      success(await withdrawalRows(app.ctx, customerOf(req).id, req.body.type, languageOf(req))),
  );
  r.post(
    '/trade/userproductlist',
    { schema: contractSchema(['trade'], contracts['trade/userproductlist']) },
    async (req) => success(await productRows(app.ctx, customerOf(req).id, req.body.type)),
  );
  r.post(
    '/trade/ustockslist',
    { schema: contractSchema(['trade'], contracts['trade/ustockslist']) },
    async (req) => success(await stockCreditRows(app.ctx, customerOf(req).id, req.body.type)),
  );
  r.post(
    '/trade/userstocklist',
    { schema: contractSchema(['trade'], contracts['trade/userstocklist']) },
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
    { schema: contractSchema(['trade'], contracts['trade/userstocklists']) },
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
