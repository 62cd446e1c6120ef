import type { MarketType } from '@kabuto/shared/markets';
import type { TradingTerms } from '@kabuto/shared/trading-terms';
import { publishedTradingTerms } from '@kabuto/shared/trading-terms';
import { configValue, useSiteConfig } from '@/lib/site-config';

/**
 * The terms of trading in a market as the site publishes them, read by the reader the server
 * uses (minimum fee in minor units). Undefined until the config has loaded, or while a term is
 * not published in its setting's form.
 */
export function useTradingTerms(type: MarketType): TradingTerms | undefined {
  const config = useSiteConfig();
  if (!config.data) return undefined;
  return publishedTradingTerms((name) => configValue(config.data, name), type);
}
