/**
 * The session as the device keeps it (SPEC §3: `tokend`, `account`, `stock`), read when asked.
 * The session store starts from it, and the app's entry reads it to send the opening screen's
 * calls before the store has loaded (api-call.ts).
 */
import { DEFAULT_MARKET_TYPE, isMarketType } from '@kabuto/shared/markets';
import type { MarketType } from '@kabuto/shared/markets';
import { storage } from './storage';

export interface StoredSession {
  token: string | null;
  account: string | null;
  /** Market type of the account figures (session key `stock`). */
  marketType: MarketType;
}

export function storedSession(): StoredSession {
  const marketType = storage.get('stock');
  return {
    token: storage.get('tokend'),
    account: storage.get('account'),
    marketType: isMarketType(marketType) ? marketType : DEFAULT_MARKET_TYPE,
  };
}
