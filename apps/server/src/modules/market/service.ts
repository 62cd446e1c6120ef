import type { Language } from '@kabuto/shared/catalogue';
import type { MarketType } from '@kabuto/shared/markets';
import { MARKETS } from '@kabuto/shared/markets';
import type { AppContext } from '../../context.ts';
import { refuse } from '../../lib/refusal.ts';
import type { RankingSort } from '@kabuto/shared/contracts/market';
import type { Adjustment, Bar, IndexQuote, Instrument, KlinePeriod, Quote } from './market-data.ts';
import { PRICE_SCALE, priceText, tickSize_e4 } from './price-rules.ts';
import {
  deleteWatched,
  insertWatched,
  marketSwitch,
  saveMarketSwitch,
  watchlistRows,
  watchlistSize,
} from './repository.ts';

/** The API's view of market data: shapes of API.md, names in the customer's language. */

/** The exchange price rules other modules check staff-set prices against (tick grid, text). */
export { PRICE_SCALE, priceText, tickSize_e4 } from './price-rules.ts';

/** The exchanges' calendars: local time and the session's phase (day trading ends with it). */
export type { TradingClose } from './calendar.ts';
export {
  CALENDARS,
  closesUpTo,
  isTradingDay,
  localTime,
  nextTradingDay,
  sessionState,
  sessionsOn,
  zonedToUtc,
} from './calendar.ts';

export const SEARCH_LIMIT = 30;
export const WATCHLIST_MAX = 200;

/** Change and percentage change as text, from e4 prices. */
export function changeText(
  price_e4: number,
  prev_e4: number,
): { change: string; change_pct: string } {
  const change = price_e4 - prev_e4;
  const pct = prev_e4 === 0 ? 0 : Math.round((change / prev_e4) * 10_000) / 100;
  return { change: priceText(change), change_pct: pct.toFixed(2) };
}

export function quoteRow(inst: Instrument, quote: Quote, language: Language) {
  return {
    code: inst.code,
    name: inst.name[language],
    market: inst.market,
    currency: inst.currency,
    price: priceText(quote.price_e4),
    ...changeText(quote.price_e4, quote.prev_close_e4),
    volume: quote.volume,
    turnover: String(quote.turnover),
    session: quote.session.session,
  };
}

export function fullQuote(ctx: AppContext, code: string | undefined, language: Language) {
  const inst = code ? ctx.market.instrument(code) : undefined;
  if (!inst || !code) refuse('price_unavailable');
  const quote = ctx.market.quote(code);
  if (!quote) refuse('price_unavailable');
  const f = ctx.market.fundamentals(code);
  const marketValue = Math.round((quote.price_e4 / PRICE_SCALE) * inst.shares_outstanding);
  return {
    ...quoteRow(inst, quote, language),
    names: inst.name,
    exchange: inst.exchange,
    board: inst.board,
    sector: inst.sector,
    open: priceText(quote.open_e4),
    prev_close: priceText(quote.prev_close_e4),
    high: priceText(quote.high_e4),
    low: priceText(quote.low_e4),
    bid: priceText(quote.bid_e4),
    ask: priceText(quote.ask_e4),
    market_value: String(marketValue),
    shares_outstanding: inst.shares_outstanding,
    high_52w: priceText(quote.high_52w_e4),
    low_52w: priceText(quote.low_52w_e4),
    limit_up: quote.limit_up_e4 === null ? null : priceText(quote.limit_up_e4),
    limit_down: quote.limit_down_e4 === null ? null : priceText(quote.limit_down_e4),
    tick_size: priceText(tickSize_e4(inst.market, quote.price_e4, inst.code)),
    trading_day: quote.trading_day,
    practice: quote.session.practice,
    next_open: quote.session.nextOpen?.toISOString() ?? null,
    source: ctx.market.source.id,
    simulated: ctx.market.source.simulated,
    per: f?.per ?? null,
    pbr: f?.pbr ?? null,
    dividend_yield: f ? f.dividend_yield_pct.toFixed(2) : null,
    foreign_ownership: f ? f.foreign_ownership_pct.toFixed(2) : null,
    short_ratio: f ? f.short_ratio_pct.toFixed(2) : null,
    short_balance: f?.short_balance_shares ?? null,
    at: quote.at.toISOString(),
  };
}

function normalise(text: string): string {
  // Full-width letters and digits (common in Japanese input) to half width, then lower case.
  return text
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .trim()
    .toLowerCase();
}

/** Matches the code or any of the three names; codes that start with the keyword come first. */
export function search(
  ctx: AppContext,
  keyword: string | undefined,
  type: MarketType | undefined,
  language: Language,
) {
  const k = normalise(keyword ?? '');
  if (!k) return [];
  const market = type ? MARKETS[type].code : undefined;
  const scored: { inst: Instrument; score: number }[] = [];
  for (const inst of ctx.market.instruments()) {
    if (market && inst.market !== market) continue;
    const code = inst.code.toLowerCase();
    const names = [inst.name.cn, inst.name.us, inst.name.jp].map(normalise);
    let score = -1;
    if (code === k) score = 0;
    else if (code.startsWith(k)) score = 1;
    else if (names.some((n) => n.startsWith(k))) score = 2;
    else if (names.some((n) => n.includes(k)) || code.includes(k)) score = 3;
    if (score >= 0) scored.push({ inst, score });
  }
  scored.sort((a, b) => a.score - b.score || a.inst.code.localeCompare(b.inst.code));
  return scored.slice(0, SEARCH_LIMIT).map(({ inst }) => {
    const quote = ctx.market.quote(inst.code)!;
    return quoteRow(inst, quote, language);
  });
}

function barRow(bar: Bar) {
  return {
    time: bar.time,
    open: priceText(bar.open_e4),
    high: priceText(bar.high_e4),
    low: priceText(bar.low_e4),
    close: priceText(bar.close_e4),
    volume: bar.volume,
    factor: bar.factor ?? 1,
  };
}

export function kline(
  ctx: AppContext,
  input: { code?: string | undefined; period: KlinePeriod; adjust: Adjustment; size: number },
) {
  const code = input.code ?? '';
  const isIndex = ctx.market.indices().some((i) => i.code === code);
  if (!ctx.market.instrument(code) && !isIndex) refuse('price_unavailable');
  if (input.period === 'time') {
    return ctx.market.timeShare(code).map((p) => ({
      time: p.time,
      price: priceText(p.price_e4),
      avg_price: priceText(p.avg_price_e4),
      volume: p.volume,
    }));
  }
  return ctx.market.bars(code, input.period, input.adjust, input.size).map(barRow);
}

export function indexRow(index: IndexQuote, language: Language) {
  return {
    code: index.code,
    name: index.name[language],
    market: index.market,
    price: priceText(index.level_e4),
    ...changeText(index.level_e4, index.prev_close_e4),
    open: priceText(index.open_e4),
    high: priceText(index.high_e4),
    low: priceText(index.low_e4),
    prev_close: priceText(index.prev_close_e4),
    session: index.session.session,
    quote_only: index.quote_only,
  };
}

export function indices(ctx: AppContext, type: MarketType | undefined, language: Language) {
  const market = type ? MARKETS[type].code : undefined;
  return ctx.market
    .indices()
    .filter((i) => !market || i.market === market || i.quote_only)
    .map((i) => indexRow(i, language));
}

export const RANKING_SIZE = 20;

function marketRows(ctx: AppContext, type: MarketType, language: Language) {
  const market = MARKETS[type].code;
  return ctx.market
    .instruments()
    .filter((i) => i.market === market)
    .map((inst) => {
      const quote = ctx.market.quote(inst.code)!;
      const row = quoteRow(inst, quote, language);
      return { row, quote, pct: (quote.price_e4 - quote.prev_close_e4) / quote.prev_close_e4 };
    });
}

export function ranking(ctx: AppContext, type: MarketType, sort: RankingSort, language: Language) {
  const rows = marketRows(ctx, type, language);
  const order: Record<RankingSort, (a: (typeof rows)[number], b: (typeof rows)[number]) => number> =
    {
      active: (a, b) => b.quote.turnover - a.quote.turnover,
      gainers: (a, b) => b.pct - a.pct,
      losers: (a, b) => a.pct - b.pct,
    };
  return rows
    .sort(order[sort])
    .slice(0, RANKING_SIZE)
    .map((r) => r.row);
}

export function summary(ctx: AppContext, type: MarketType, language: Language) {
  const market = MARKETS[type].code;
  const rows = marketRows(ctx, type, language);
  const flows = ctx.market.flows(market);
  const session = ctx.market.session(market);
  return {
    market,
    session: session.session,
    practice: session.practice,
    trading_day: flows.trading_day,
    advancers: rows.filter((r) => r.pct > 0).length,
    decliners: rows.filter((r) => r.pct < 0).length,
    unchanged: rows.filter((r) => r.pct === 0).length,
    turnover: String(flows.turnover),
    net_buying: {
      individuals: String(flows.individuals),
      foreigners: String(flows.foreigners),
      institutions: String(flows.institutions),
    },
    indices: indices(ctx, type, language),
    source: ctx.market.source.id,
    simulated: ctx.market.source.simulated,
  };
}

export function stocks(
  ctx: AppContext,
  type: MarketType,
  page: number,
  size: number,
  language: Language,
) {
  const rows = marketRows(ctx, type, language).map((r) => r.row);
  return { items: rows.slice((page - 1) * size, page * size), total: rows.length, page, size };
}

export async function watchlist(
  ctx: AppContext,
  customerId: number,
  type: MarketType | undefined,
  language: Language,
) {
  const rows = await watchlistRows(ctx.db, customerId);
  const market = type ? MARKETS[type].code : undefined;
  return rows.flatMap((r) => {
    const inst = ctx.market.instrument(r.code);
    const quote = inst ? ctx.market.quote(r.code) : undefined;
    if (!inst || !quote || (market && inst.market !== market)) return [];
    return [{ ...quoteRow(inst, quote, language), added_at: r.created_at }];
  });
}

export async function addToWatchlist(
  ctx: AppContext,
  customerId: number,
  code: string | undefined,
) {
  if (!code || !ctx.market.instrument(code)) refuse('price_unavailable');
  if ((await watchlistSize(ctx.db, customerId)) >= WATCHLIST_MAX)
    refuse('watchlist_full', { max: WATCHLIST_MAX });
  await insertWatched(ctx.db, {
    customer_id: customerId,
    code,
    created_at: ctx.clock.now().toISOString(),
  });
}

export async function removeFromWatchlist(
  ctx: AppContext,
  customerId: number,
  code: string | undefined,
) {
  await deleteWatched(ctx.db, customerId, code ?? '');
}

/**
 * Starts or ends the practice session of the simulated market, in demo mode only (a real
 * deployment's market keeps its real hours). It is one session for the whole app: every customer
 * sees one price stream, and every price screen labels it (PRODUCT.md integrity rule 2). The
 * switch is kept in the database, so a node started later (or an engine taking over) keeps it, and
 * goes to every node on the bus before the answer (issue 19).
 */
export async function setPracticeSession(ctx: AppContext, on: boolean) {
  if (!ctx.demoMode || !ctx.market.setPractice || !ctx.market.source.simulated) {
    refuse('practice_demo_only');
  }
  await saveMarketSwitch(ctx.db, 'practice', on, ctx.clock.now().toISOString());
  ctx.market.setPractice(on);
  ctx.bus.publish('practice', { on });
  return ctx.market.source;
}

/** Another node switched the practice session: this node's market follows. */
export function followPracticeSession(ctx: AppContext, on: boolean): void {
  ctx.market.setPractice?.(on);
}

/** At start: the practice session as last switched at run time (else as MARKET_PRACTICE says). */
export async function recallPracticeSession(ctx: AppContext): Promise<void> {
  const on = await marketSwitch(ctx.db, 'practice');
  if (on !== undefined && on !== ctx.market.source.practice) ctx.market.setPractice?.(on);
}

export const QUOTES_MAX = 50;

/** Quote rows for several codes at once (the app's fallback when the live stream is down). */
export function quotes(ctx: AppContext, codes: readonly string[], language: Language) {
  return codes.slice(0, QUOTES_MAX).flatMap((code) => {
    const inst = ctx.market.instrument(code);
    const quote = inst ? ctx.market.quote(code) : undefined;
    return inst && quote ? [quoteRow(inst, quote, language)] : [];
  });
}
