import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@kabuto/shared/catalogue';
import { DEFAULT_LANGUAGE, isLanguage } from '@kabuto/shared/catalogue';
import { MARKET_TYPES } from '@kabuto/shared/markets';
import { form, marketType, text } from '../../lib/form.ts';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import {
  KLINE_MAX_BARS,
  addToWatchlist,
  fullQuote,
  indices,
  kline,
  quotes,
  ranking,
  removeFromWatchlist,
  search,
  stocks,
  summary,
  watchlist,
} from './service.ts';

export function languageOf(request: FastifyRequest): Language {
  const lang = request.headers.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

const tags = ['market'];

/** Quotes, charts, indices and rankings: public, like a brokerage's market pages. */
export async function marketRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.post(
    '/market/search',
    {
      schema: {
        tags,
        summary: 'Instruments whose code or name (cn, us or jp) matches the keyword',
        body: form({ keyword: text(), type: z.enum(MARKET_TYPES).optional() }),
      },
    },
    async (req) => success(search(ctx, req.body.keyword, req.body.type, languageOf(req))),
  );

  r.post(
    '/market/quote',
    {
      schema: {
        tags,
        summary: 'A full quote with limits, session and key figures',
        body: form({ code: text() }),
      },
    },
    async (req) => success(fullQuote(ctx, req.body.code, languageOf(req))),
  );

  r.post(
    '/market/kline',
    {
      schema: {
        tags,
        summary: 'Bars, newest last (time: the time-sharing series of today)',
        body: form({
          code: text(),
          period: z
            .enum(['time', '5m', '15m', '30m', 'day', 'week', 'month', 'year'])
            .default('day'),
          adjust: z.enum(['none', 'forward', 'backward']).default('none'),
          size: z.coerce.number().int().min(1).max(KLINE_MAX_BARS).default(300),
        }),
      },
    },
    async (req) => success(kline(ctx, req.body)),
  );

  r.post(
    '/market/indices',
    {
      schema: {
        tags,
        summary: 'Index quotes (all markets when no type)',
        body: form({ type: z.enum(MARKET_TYPES).optional() }),
      },
    },
    async (req) => success(indices(ctx, req.body.type, languageOf(req))),
  );

  r.post(
    '/market/ranking',
    {
      schema: {
        tags,
        summary: 'Most active, top gainers or top losers',
        body: form({
          type: marketType(),
          sort: z.enum(['active', 'gainers', 'losers']).default('active'),
        }),
      },
    },
    async (req) => success(ranking(ctx, req.body.type, req.body.sort, languageOf(req))),
  );

  r.post(
    '/market/summary',
    {
      schema: {
        tags,
        summary: 'Breadth, turnover, net buying by investor type and indices of a market',
        body: form({ type: marketType() }),
      },
    },
    async (req) => success(summary(ctx, req.body.type, languageOf(req))),
  );

  r.post(
    '/market/stocks',
    {
      schema: {
        tags,
        summary: 'All instruments of a market, paged',
        body: form({
          type: marketType(),
          page: z.coerce.number().int().min(1).default(1),
          size: z.coerce.number().int().min(1).max(300).default(20),
        }),
      },
    },
    async (req) =>
      success(stocks(ctx, req.body.type, req.body.page, req.body.size, languageOf(req))),
  );

  r.post(
    '/market/quotes',
    {
      schema: {
        tags,
        summary: 'Quote rows for up to 50 codes (comma-separated)',
        body: form({ codes: text() }),
      },
    },
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

  r.post('/market/source', { schema: { tags, summary: 'Where prices come from' } }, async () =>
    success(ctx.market.source),
  );
}

/** The watchlist (自选): the signed-in customer's own. */
export async function watchlistRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  r.post(
    '/market/self',
    {
      schema: {
        tags,
        summary: 'The watchlist with live quotes',
        body: form({ type: z.enum(MARKET_TYPES).optional() }),
      },
    },
    async (req) =>
      success(await watchlist(ctx, customerOf(req).id, req.body.type, languageOf(req))),
  );
  r.post(
    '/market/selfadd',
    { schema: { tags, summary: 'Add to the watchlist', body: form({ code: text() }) } },
    async (req) => {
      await addToWatchlist(ctx, customerOf(req).id, req.body.code);
      return success(null, 'add_success');
    },
  );
  r.post(
    '/market/selfdel',
    { schema: { tags, summary: 'Remove from the watchlist', body: form({ code: text() }) } },
    async (req) => {
      await removeFromWatchlist(ctx, customerOf(req).id, req.body.code);
      return success(null, 'delete_success');
    },
  );
}
