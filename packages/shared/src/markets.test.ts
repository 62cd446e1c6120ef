import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './money.ts';
import {
  MARKETS,
  MARKET_CODES,
  MARKET_CURRENCIES,
  MARKET_TYPES,
  marketOfCode,
  marketOfCurrency,
} from './markets.ts';

describe('the markets table', () => {
  it('has one row per market type, keyed by its own type', () => {
    expect(Object.keys(MARKETS)).toEqual([...MARKET_TYPES]);
    for (const type of MARKET_TYPES) expect(MARKETS[type].type).toBe(type);
  });

  it('maps codes, types and currencies one to one, both ways', () => {
    MARKET_TYPES.forEach((type, i) => {
      const market = MARKETS[type];
      expect(market.code).toBe(MARKET_CODES[i]);
      expect(market.currency).toBe(MARKET_CURRENCIES[i]);
      expect(marketOfCode(market.code)).toBe(market);
      expect(marketOfCurrency(market.currency)).toBe(market);
      expect(CURRENCIES).toContain(market.currency);
    });
    expect(marketOfCode('KR')).toBeUndefined();
    expect(marketOfCurrency('HKD')).toBeUndefined();
  });

  it('names real IANA time zones', () => {
    for (const market of Object.values(MARKETS)) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: market.timeZone })).not.toThrow();
    }
  });
});
