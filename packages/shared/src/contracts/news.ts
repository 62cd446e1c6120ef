/** Published news, in the reader's language. */
import { z } from 'zod';
import {
  endpoint,
  form,
  instant,
  marketTypeOrAll,
  pageNumber,
  rowId,
  wholeNumber,
} from '../contract.ts';

/** The market type an article is about; `all` for every market. */
export const NEWS_MARKETS = ['all', 'jpy', 'usd', 'cny'] as const;
export type NewsMarket = (typeof NEWS_MARKETS)[number];
export const newsMarket = z.enum(NEWS_MARKETS);

const newsFields = {
  id: rowId(),
  market: newsMarket,
  title: z.string(),
  summary: z.string(),
  /** A public URL of the article's picture (common/newsimage/{id}), if it has one. */
  image: z.string().nullable(),
  status: z.string(),
  published_at: instant().nullable(),
};

export const newsSummary = z.strictObject(newsFields);
export type NewsSummary = z.output<typeof newsSummary>;

export const newsArticle = z.strictObject({ ...newsFields, body: z.string() });
export type NewsArticle = z.output<typeof newsArticle>;

export const newsContracts = {
  'common/news': endpoint({
    summary: 'Published articles for a market (and those for all markets)',
    body: form({ type: marketTypeOrAll(), page: pageNumber() }),
    data: z.array(newsSummary),
  }),
  'common/newsinfo': endpoint({
    summary: 'One article',
    body: form({ id: wholeNumber().default(0) }),
    data: newsArticle,
  }),
};
