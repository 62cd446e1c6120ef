import { describe, expect, it } from 'vitest';
import { CATALOGUE, translate } from './catalogue.ts';
import { MARKETS, MARKET_TYPES } from './markets.ts';
import { SETTINGS, SETTING_NAMES, parseSetting, settingRuleMessage } from './settings.ts';

describe('the settings schema', () => {
  it('starts every setting with a value its own rule accepts', () => {
    for (const name of SETTING_NAMES) {
      expect(parseSetting(name, SETTINGS[name].initial).ok, name).toBe(true);
    }
  });

  it('states every rule with a catalogue message that names the setting in each language', () => {
    for (const name of SETTING_NAMES) {
      const { msg, params } = settingRuleMessage(name);
      expect(CATALOGUE[msg], name).toBeDefined();
      for (const language of ['jp', 'cn', 'us'] as const) {
        const text = translate(msg, language, params);
        expect(text, `${name} ${language}`).toContain(name);
        expect(text, `${name} ${language}`).not.toMatch(/\{\{/);
      }
    }
  });

  it('reads values exactly: typed, never coerced', () => {
    expect(parseSetting('leverage_jpy', '1,2,3,5')).toEqual({ ok: true, value: [1, 2, 3, 5] });
    expect(parseSetting('fee_min_usd', '1.5')).toEqual({ ok: true, value: 150 });
    expect(parseSetting('fee_min_jpy', '1.5').ok).toBe(false);
    expect(parseSetting('withdrawal_requires_no_positions', '0')).toEqual({
      ok: true,
      value: false,
    });
    for (const text of ['0x10', ' 10', '1e1', '10.0', '-0', '']) {
      expect(parseSetting('fx_spread_bps', text).ok, JSON.stringify(text)).toBe(false);
    }
  });

  it('names each market setting in the markets table, and the table only names settings', () => {
    for (const type of MARKET_TYPES) {
      for (const name of Object.values(MARKETS[type].settings)) {
        expect(SETTING_NAMES, name).toContain(name);
        expect(name.endsWith(`_${type}`), name).toBe(true);
      }
    }
  });
});
