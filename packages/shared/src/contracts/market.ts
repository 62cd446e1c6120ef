/** Market data (SPEC §2 行情): quotes, charts, indices, rankings and the watchlist. */
import { z } from 'zod';
import {
  day,
  decimal,
  endpoint,
  form,
  instant,
  marketType,
  marketTypeOrAll,
  money,
  pageNumber,
  pageSize,
  text,
} from '../contract.ts';

/** Largest number of bars one kline call returns. */
export const KLINE_MAX_BARS = 5000;
export const KLINE_PERIODS = ['time', '5m', '15m', '30m', 'day', 'week', 'month', 'year'] as const;
export type KlinePeriod = (typeof KLINE_PERIODS)[number];
export const ADJUSTMENTS = ['none', 'forward', 'backward'] as const;
export type Adjustment = (typeof ADJUSTMENTS)[number];
export const RANKING_SORTS = ['active', 'gainers', 'losers'] as const;
export type RankingSort = (typeof RANKING_SORTS)[number];

export const market = z.enum(['JP', 'US', 'CN']);
export type Market = z.output<typeof market>;
/** The session as the API words it: pre-open and after-close are `closed`. */
export const session = z.enum(['open', 'lunch', 'closed']);
export type Session = z.output<typeof session>;
/** A name in each language (cn, us, jp). */
export const localisedName = z.strictObject({ cn: z.string(), us: z.string(), jp: z.string() });

const stockFields = {
  code: z.string(),
  /** In the language of the `lang` header. */
  name: z.string(),
  market,
  currency: z.string(),
  /** Last price, in the instrument's currency. */
  price: decimal(),
  /** Change against the previous close, in the instrument's currency. */
  change: decimal(),
  /** Change against the previous close, in percent. */
  change_pct: decimal(),
  /** Shares traded in the current (or last) session. */
  volume: z.int().nonnegative(),
  /** Value traded in the current (or last) session (price × shares), in whole currency units. */
  turnover: money(),
  session,
};

/** A row of search, ranking, stocks and quotes. */
export const stockRow = z.strictObject(stockFields);
export type StockRow = z.output<typeof stockRow>;

/** A watchlist row: a stock row with when it was added. */
export const watchlistRow = z.strictObject({ ...stockFields, added_at: instant() });
export type WatchlistRow = z.output<typeof watchlistRow>;

export const quote = z.strictObject({
  ...stockFields,
  names: localisedName,
  /** Market identifier code: XTKS, XNYS, XNAS, XSHG, XSHE. */
  exchange: z.string(),
  board: z.enum(['main', 'star', 'chinext', 'prime', 'standard', 'growth', 'nyse', 'nasdaq']),
  sector: z.string(),
  open: decimal(),
  prev_close: decimal(),
  high: decimal(),
  low: decimal(),
  bid: decimal(),
  ask: decimal(),
  /** Price × shares outstanding, in whole currency units. */
  market_value: money(),
  shares_outstanding: z.int().nonnegative(),
  high_52w: decimal(),
  low_52w: decimal(),
  /** The daily price limits; null where the market has none. */
  limit_up: decimal().nullable(),
  limit_down: decimal().nullable(),
  tick_size: decimal(),
  /** The local trading day the figures belong to. */
  trading_day: day(),
  /** True when the market is kept open outside its real hours for practice. */
  practice: z.boolean(),
  /** The next session's open; null when it is open now or none is known. */
  next_open: instant().nullable(),
  /** Id of the price source. */
  source: z.string(),
  simulated: z.boolean(),
  /** Price-earnings ratio. */
  per: z.number().nullable(),
  /** Price-book ratio. */
  pbr: z.number().nullable(),
  /** Percent. */
  dividend_yield: decimal().nullable(),
  /** Percent. */
  foreign_ownership: decimal().nullable(),
  /** Percent. */
  short_ratio: decimal().nullable(),
  /** Shares sold short. */
  short_balance: z.number().nullable(),
  /** When the quote was taken. */
  at: instant(),
});
export type Quote = z.output<typeof quote>;

export const klineBar = z.strictObject({
  /** The bar's start (daily bars: the local date at 00:00 UTC). */
  time: instant(),
  open: decimal(),
  high: decimal(),
  low: decimal(),
  close: decimal(),
  volume: z.int().nonnegative(),
  /**
   * The adjustment factor applied to this bar's raw prices (adjusted = raw × factor; 1 when
   * unadjusted). The live price moves the last bar after the same multiplication.
   */
  factor: z.number().positive(),
});
export type KlineBar = z.output<typeof klineBar>;

/** A point of today's time-sharing series. */
export const timeSharePoint = z.strictObject({
  time: instant(),
  price: decimal(),
  /** The volume-weighted average price so far. */
  avg_price: decimal(),
  volume: z.int().nonnegative(),
});
export type TimeSharePoint = z.output<typeof timeSharePoint>;

export const indexRow = z.strictObject({
  code: z.string(),
  name: z.string(),
  /** Also KR and SA for the indices shown as quotes only. */
  market: z.enum(['JP', 'US', 'CN', 'KR', 'SA']),
  /** Index level. */
  price: decimal(),
  change: decimal(),
  /** Percent. */
  change_pct: decimal(),
  open: decimal(),
  high: decimal(),
  low: decimal(),
  prev_close: decimal(),
  session,
  /** Quotes only (KOSPI, TASI): no constituents among the instruments. */
  quote_only: z.boolean(),
});
export type IndexRow = z.output<typeof indexRow>;

export const marketSummary = z.strictObject({
  market,
  session,
  practice: z.boolean(),
  trading_day: day(),
  advancers: z.int().nonnegative(),
  decliners: z.int().nonnegative(),
  unchanged: z.int().nonnegative(),
  /** Value traded that day across the market, in whole currency units. */
  turnover: money(),
  /** Net buying by investor type, in whole currency units; they sum to zero. */
  net_buying: z.strictObject({
    individuals: money(),
    foreigners: money(),
    institutions: money(),
  }),
  indices: z.array(indexRow),
  source: z.string(),
  simulated: z.boolean(),
});
export type MarketSummary = z.output<typeof marketSummary>;

export const stocksPage = z.strictObject({
  items: z.array(stockRow),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  size: z.int().positive(),
});
export type StocksPage = z.output<typeof stocksPage>;

export const dataSource = z.strictObject({
  id: z.string(),
  simulated: z.boolean(),
  /** True when markets are kept open outside their real hours. */
  practice: z.boolean(),
});
export type DataSource = z.output<typeof dataSource>;

const code = () => form({ code: text() });

export const marketContracts = {
  'market/search': endpoint({
    summary: 'Instruments whose code or name (cn, us or jp) matches the keyword',
    body: form({ keyword: text(), type: marketTypeOrAll() }),
    data: z.array(stockRow),
  }),
  'market/quote': endpoint({
    summary: 'A full quote with limits, session and key figures',
    body: code(),
    data: quote,
  }),
  'market/kline': endpoint({
    summary: 'Bars, newest last (time: the time-sharing series of today)',
    body: form({
      code: text(),
      period: z.enum(KLINE_PERIODS).default('day'),
      adjust: z.enum(ADJUSTMENTS).default('forward'),
      size: pageSize(300, KLINE_MAX_BARS),
    }),
    data: z.union([z.array(klineBar), z.array(timeSharePoint)]),
  }),
  'market/indices': endpoint({
    summary: 'Index quotes (all markets when no type)',
    body: form({ type: marketTypeOrAll() }),
    data: z.array(indexRow),
  }),
  'market/ranking': endpoint({
    summary: 'Most active, top gainers or top losers',
    body: form({ type: marketType(), sort: z.enum(RANKING_SORTS).default('active') }),
    data: z.array(stockRow),
  }),
  'market/summary': endpoint({
    summary: 'Breadth, turnover, net buying by investor type and indices of a market',
    body: form({ type: marketType() }),
    data: marketSummary,
  }),
  'market/stocks': endpoint({
    summary: 'All instruments of a market, paged',
    body: form({ type: marketType(), page: pageNumber(), size: pageSize(20, 300) }),
    data: stocksPage,
  }),
  'market/quotes': endpoint({
    summary: 'Quote rows for up to 50 codes (comma-separated)',
    body: form({ codes: text() }),
    data: z.array(stockRow),
  }),
  'market/source': endpoint({
    summary: 'Where prices come from',
    body: form({}),
    data: dataSource,
  }),
  'market/self': endpoint({
    summary: 'The watchlist with live quotes',
    body: form({ type: marketTypeOrAll() }),
    data: z.array(watchlistRow),
  }),
  'market/selfadd': endpoint({ summary: 'Add to the watchlist', body: code(), data: z.null() }),
  'market/selfdel': endpoint({
    summary: 'Remove from the watchlist',
    body: code(),
    data: z.null(),
  }),
  'market/practice': endpoint({
    summary:
      'Starts (on=1) or ends (on=0) the practice session, in demo mode only: the simulated markets stay open at all hours',
    body: form({ on: z.enum(['0', '1']).default('1') }),
    data: dataSource,
  }),
};
