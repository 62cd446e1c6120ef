/**
 * What the screen the app opens on shows first, by route: asked of the API by the app's entry
 * (main.tsx) beside the app's code, rather than once that code has downloaded and run (issue 18),
 * and put into the query cache as the app starts (opening-queries.ts), so that the screen's first
 * render has its figures. The calls are the screens' own (the same descriptions their fetchers
 * make), so the API client hands the prefetch the early answer (lib/api-call.ts). Carried by the
 * entry: this table and the calls it names import no library.
 */
import { userinfoCall } from '@/features/account-panel/api/calls';
import {
  indicesCall,
  quoteCall,
  rankingCall,
  summaryCall,
  watchlistCall,
} from '@/features/market/api/calls';
import { unreadCall } from '@/features/messages/api/calls';
import { sendEarly } from '@/lib/api-call';
import type { ApiCall } from '@/lib/api-call';
import { storedLanguage } from '@/lib/language';
import { MARKET_SOURCE_CALL } from '@/lib/market-source-call';
import { storedSession } from '@/lib/stored-session';
import type { StoredSession } from '@/lib/stored-session';

/** The data a screen may open with, each with how it is asked of the API. */
export const OPENING_CALLS = {
  userinfo: userinfoCall,
  marketSource: () => MARKET_SOURCE_CALL,
  indices: indicesCall,
  ranking: rankingCall,
  summary: summaryCall,
  quote: quoteCall,
  watchlist: watchlistCall,
  unread: unreadCall,
} as const satisfies Record<string, (...args: never[]) => ApiCall>;

export type OpeningName = keyof typeof OPENING_CALLS;

/** The data a screen opens with: each named item with its arguments. */
export type OpeningData = { [Name in OpeningName]?: Parameters<(typeof OPENING_CALLS)[Name]> };

const OPENING: Readonly<
  Record<string, (search: URLSearchParams, session: StoredSession) => OpeningData>
> = {
  '/home/index': (_search, { marketType }) => ({
    userinfo: [marketType],
    marketSource: [],
    indices: [undefined],
    // The ranking the home screen opens on (MarketOverview: most active).
    ranking: [marketType, 'active'],
    summary: [marketType],
    // The header's message badge (AppShell, on every main screen).
    unread: [],
  }),
  '/quotes/info': (search) => {
    const code = search.get('code');
    // The star beside the name shows whether the stock is on the watchlist. Not the chart's bars,
    // nor what is below the fold or in the closed order sheet: the screen asks for those once the
    // price is drawn (use-quote-chart, QuoteBody, OrderEntry).
    return code ? { quote: [code], marketSource: [], watchlist: [] } : {};
  },
};

/** What the screen at `screen` (with its `search`) opens with, when signed in; else nothing. */
export function openingData(
  screen: string,
  search: URLSearchParams,
  session: StoredSession = storedSession(),
): OpeningData {
  if (session.token === null) return {};
  return OPENING[screen]?.(search, session) ?? {};
}

/**
 * Sends the calls of what the screen opens with, each in a task of its own: sending one costs the
 * main thread a few milliseconds, and five in one task kept the page from answering (a trace of
 * the signed-in start).
 */
export function sendOpeningCalls(screen: string, search: URLSearchParams): void {
  const session = storedSession();
  const caller = { token: session.token, account: session.account, language: storedLanguage() };
  for (const [name, args] of Object.entries(openingData(screen, search, session))) {
    const call = (OPENING_CALLS[name as OpeningName] as (...given: typeof args) => ApiCall)(
      ...args,
    );
    window.setTimeout(() => sendEarly(call, caller), 0);
  }
}
