/**
 * market/source as a call (path and fields): market-source.ts makes it, and the app's entry sends
 * it early for a price screen the page opens on (app/routes/opening-calls.ts). Apart from
 * market-source.ts, which brings the query library the entry must not carry.
 */
import type { ApiCall } from './api-call';

export const MARKET_SOURCE_CALL: ApiCall = { path: 'market/source', params: {} };
