import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKET_TYPES } from './markets.ts';
import { SETTINGS, parseSetting } from './settings.ts';
import type { SettingName } from './settings.ts';
import type { TermReader } from './trading-terms.ts';
import { publishedTradingTerms, tradingTermsOf } from './trading-terms.ts';

/** The server's way: every value through its setting's parser. */
function serverTerms(stored: ReadonlyMap<string, string>, type: (typeof MARKET_TYPES)[number]) {
  const read: TermReader = (name) => {
    const checked = parseSetting(name, stored.get(name) ?? SETTINGS[name].initial);
    if (!checked.ok) throw new Error(`${name} refused`);
    return checked.value;
  };
  return tradingTermsOf(read, type);
}

const initials = new Map<string, string>(
  (Object.keys(SETTINGS) as SettingName[]).map((name) => [name, SETTINGS[name].initial]),
);

describe('the trading terms reader', () => {
  it('reads the published initial settings into the same terms the server reads, fee in minor units', () => {
    for (const type of MARKET_TYPES) {
      const published = publishedTradingTerms((name) => initials.get(name), type);
      expect(published, type).toEqual(serverTerms(initials, type));
    }
    // fee_min_usd "1" is one dollar: 100 cents; fee_min_jpy "100" is 100 yen.
    expect(publishedTradingTerms((name) => initials.get(name), 'usd')?.minFee).toBe(100);
    expect(publishedTradingTerms((name) => initials.get(name), 'jpy')?.minFee).toBe(100);
  });

  it('reads any minimum fee and leverage list the server accepts exactly as the server does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MARKET_TYPES),
        fc.nat({ max: 99_999 }),
        fc.nat({ max: 99 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 6 }),
        (type, whole, cents, leverages) => {
          const fee = type === 'jpy' ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
          const stored = new Map(initials);
          stored.set(`fee_min_${type}`, fee);
          stored.set(`leverage_${type}`, [...leverages].sort((a, b) => a - b).join(','));
          expect(publishedTradingTerms((name) => stored.get(name), type)).toEqual(
            serverTerms(stored, type),
          );
        },
      ),
    );
  });

  it('gives no terms while a published value is missing or unreadable', () => {
    for (const [name, text] of [
      ['fee_min_jpy', '1.5'],
      ['fee_min_usd', '1.234'],
      ['leverage_usd', '2,1'],
      ['liquidation_pct', ' 80'],
      ['margin_warning_pct', undefined],
    ] as const) {
      const stored = new Map<string, string | undefined>(initials);
      stored.set(name, text);
      const type = name.endsWith('usd') ? 'usd' : 'jpy';
      expect(
        publishedTradingTerms((n) => stored.get(n), type),
        name,
      ).toBeUndefined();
    }
  });
});
