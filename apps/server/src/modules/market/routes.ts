import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { marketContracts as contracts } from '@kabuto/shared/contracts/market';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { contractSchema } from '../../lib/contract-route.ts';
import { languageOf } from '../../lib/language.ts';
import {
  addToWatchlist,
  fullQuote,
  indices,
  kline,
  quotes,
  ranking,
  removeFromWatchlist,
  search,
  setPracticeSession,
  stocks,
  summary,
  watchlist,
} from './service.ts';

const tags = ['market'];

/** Quotes, charts, indices and rankings: public, like a brokerage's market pages. */
export async function marketRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.post(
    '/market/search',
    { schema: contractSchema(tags, contracts['market/search']) },
    async (req) => success(search(ctx, req.body.keyword, req.body.type, languageOf(req))),
  );
  r.post(
    '/market/quote',
    { schema: contractSchema(tags, contracts['market/quote']) },
    async (req) => success(fullQuote(ctx, req.body.code, languageOf(req))),
  );
  r.post(
    '/market/kline',
    { schema: contractSchema(tags, contracts['market/kline']) },
    async (req) => success(kline(ctx, req.body)),
  );
  r.post(
    '/market/indices',
    { schema: contractSchema(tags, contracts['market/indices']) },
    async (req) => success(indices(ctx, req.body.type, languageOf(req))),
  );
  r.post(
    '/market/ranking',
    { schema: contractSchema(tags, contracts['market/ranking']) },
    async (req) => success(ranking(ctx, req.body.type, req.body.sort, languageOf(req))),
  );
  r.post(
    '/market/summary',
    { schema: contractSchema(tags, contracts['market/summary']) },
    async (req) => success(summary(ctx, req.body.type, languageOf(req))),
  );
  r.post(
    '/market/stocks',
    { schema: contractSchema(tags, contracts['market/stocks']) },
    async (req) =>
      success(stocks(ctx, req.body.type, req.body.page, req.body.size, languageOf(req))),
  );
  r.post(
    '/market/quotes',
    { schema: contractSchema(tags, contracts['market/quotes']) },
    async (req) =>
      success(
        quotes(
          ctx,
          (req.body.codes ?? '')
            .split(',')
            .map((c) => c.trim())
            .filter(Boolean),
          languageOf(req),
        ),
      ),
  );
  r.post('/market/source', { schema: contractSchema(tags, contracts['market/source']) }, async () =>
    success(ctx.market.source),
  );
}

/** The watchlist (自选): the signed-in customer's own; and, in demo mode, the practice switch. */
export async function watchlistRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  r.post('/market/self', { schema: contractSchema(tags, contracts['market/self']) }, async (req) =>
    success(await watchlist(ctx, customerOf(req).id, req.body.type, languageOf(req))),
  );
  r.post(
    '/market/selfadd',
    { schema: contractSchema(tags, contracts['market/selfadd']) },
    async (req) => {
      await addToWatchlist(ctx, customerOf(req).id, req.body.code);
      return success(null, 'add_success');
    },
  );
  r.post(
    '/market/practice',
    { schema: contractSchema(tags, contracts['market/practice']) },
    async (req) => {
      const on = req.body.on === '1';
      return success(await setPracticeSession(ctx, on), on ? 'practice_started' : 'practice_ended');
    },
  );
  r.post(
    '/market/selfdel',
    { schema: contractSchema(tags, contracts['market/selfdel']) },
    async (req) => {
      await removeFromWatchlist(ctx, customerOf(req).id, req.body.code);
      return success(null, 'delete_success');
    },
  );
}
