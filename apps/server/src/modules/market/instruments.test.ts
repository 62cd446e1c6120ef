import { describe, expect, it } from 'vitest';
import { INDICES } from './indices.ts';
import type { InstrumentSeed, Market } from './instrument-types.ts';
import { SECTORS } from './instrument-types.ts';
import { CN_INSTRUMENTS } from './instruments-cn.ts';
import { JP_INSTRUMENTS } from './instruments-jp.ts';
import { US_INSTRUMENTS } from './instruments-us.ts';

const BY_MARKET: Record<Market, readonly InstrumentSeed[]> = {
  JP: JP_INSTRUMENTS,
  US: US_INSTRUMENTS,
  CN: CN_INSTRUMENTS,
};
const ALL = [...JP_INSTRUMENTS, ...US_INSTRUMENTS, ...CN_INSTRUMENTS];

/** Han ideographs, hiragana or katakana. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;
const KATAKANA = /[\u30a0-\u30ff]/;
/** Companies whose usual name in that language is written in Latin letters. */
const LATIN_JP = new Set(['9432', '9433', '7741', '6273', '1605']);
const LATIN_CN = new Set(['9433', '6273']);
const LATIN_JP_US = new Set(['IBM', 'T']);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const weekday = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('instrument master', () => {
  it.each(Object.entries(BY_MARKET))('%s has 60 instruments with unique codes', (market, list) => {
    expect(list).toHaveLength(60);
    expect(new Set(list.map((i) => i.code)).size).toBe(60);
    for (const i of list) expect(i.market).toBe(market);
  });

  it('JP codes, exchange and boards', () => {
    for (const i of JP_INSTRUMENTS) {
      expect(i.code, i.code).toMatch(/^(\d{4}|(?=[0-9A-Z]*[A-Z])[0-9A-Z]{4})$/);
      expect(i.exchange).toBe('XTKS');
      expect(['prime', 'standard', 'growth']).toContain(i.board);
    }
    expect(JP_INSTRUMENTS.filter((i) => i.board === 'growth').length).toBeGreaterThanOrEqual(2);
  });

  it('US codes, exchanges and boards', () => {
    for (const i of US_INSTRUMENTS) {
      expect(i.code, i.code).toMatch(/^[A-Z]+(\.[A-Z])?$/);
      expect(['XNYS', 'XNAS']).toContain(i.exchange);
      expect(i.board, i.code).toBe(i.exchange === 'XNAS' ? 'nasdaq' : 'nyse');
    }
  });

  it('CN codes match exchange and board', () => {
    for (const i of CN_INSTRUMENTS) {
      expect(i.code, i.code).toMatch(/^\d{6}$/);
      expect(i.exchange, i.code).toBe(i.code.startsWith('6') ? 'XSHG' : 'XSHE');
      expect(i.code, i.code).toMatch(/^(60[0135]|688|00[012]|30[01])/);
      const board = i.code.startsWith('688') ? 'star' : /^30[01]/.test(i.code) ? 'chinext' : 'main';
      expect(i.board, i.code).toBe(board);
    }
    expect(CN_INSTRUMENTS.filter((i) => i.board === 'star').length).toBeGreaterThanOrEqual(6);
    expect(CN_INSTRUMENTS.filter((i) => i.board === 'chinext').length).toBeGreaterThanOrEqual(6);
  });

  it('names are present in cn, us and jp', () => {
    for (const i of ALL) {
      const { cn, us, jp } = i.name;
      for (const n of [cn, us, jp]) expect(n.trim(), i.code).not.toBe('');
      expect(us, i.code).toMatch(/[A-Za-z]/);
      if (!LATIN_CN.has(i.code)) expect(cn, i.code).toMatch(CJK);
      if (i.market === 'US') {
        if (!LATIN_JP_US.has(i.code)) expect(jp, i.code).toMatch(KATAKANA);
      } else if (!LATIN_JP.has(i.code)) {
        expect(jp, i.code).toMatch(CJK);
      }
    }
  });

  it('numbers are in range and sectors are known', () => {
    for (const i of ALL) {
      expect(SECTORS, i.code).toContain(i.sector);
      expect(i.reference_price, i.code).toBeGreaterThan(0);
      expect(Number.isInteger(i.shares_outstanding), i.code).toBe(true);
      expect(i.shares_outstanding, i.code).toBeGreaterThan(1_000_000);
      expect(i.volatility, i.code).toBeGreaterThanOrEqual(0.15);
      expect(i.volatility, i.code).toBeLessThanOrEqual(0.7);
      expect(i.beta, i.code).toBeGreaterThanOrEqual(0.5);
      expect(i.beta, i.code).toBeLessThanOrEqual(1.8);
    }
  });

  it('corporate actions are sorted, within 2021–2025 and sane', () => {
    for (const i of ALL) {
      const dates = i.actions.map((a) => a.date);
      expect(dates, i.code).toEqual([...dates].sort());
      for (const a of i.actions) {
        expect(a.date, i.code).toMatch(DATE);
        expect(a.date >= '2021-01-01' && a.date <= '2025-12-31', `${i.code} ${a.date}`).toBe(true);
        expect([1, 2, 3, 4, 5], `${i.code} ${a.date}`).toContain(weekday(a.date));
        if (a.kind === 'split') expect(a.ratio, i.code).toBeGreaterThan(1);
        else expect(a.amount, i.code).toBeGreaterThan(0);
      }
    }
  });

  it('at least 10 instruments have splits and most pay dividends', () => {
    const splits = ALL.filter((i) => i.actions.some((a) => a.kind === 'split'));
    expect(splits.length).toBeGreaterThanOrEqual(10);
    for (const list of Object.values(BY_MARKET)) {
      expect(list.filter((i) => i.actions.some((a) => a.kind === 'split')).length).toBeGreaterThan(
        0,
      );
    }
    const payers = ALL.filter((i) => i.actions.some((a) => a.kind === 'dividend'));
    expect(payers.length).toBeGreaterThan(ALL.length / 2);
  });

  it('real splits are in place', () => {
    const find = (list: readonly InstrumentSeed[], code: string) =>
      list.find((i) => i.code === code)?.actions.filter((a) => a.kind === 'split');
    expect(find(US_INSTRUMENTS, 'NVDA')).toEqual([
      { kind: 'split', date: '2021-07-20', ratio: 4 },
      { kind: 'split', date: '2024-06-10', ratio: 10 },
    ]);
    expect(find(JP_INSTRUMENTS, '8035')).toEqual([{ kind: 'split', date: '2023-03-30', ratio: 3 }]);
    expect(find(CN_INSTRUMENTS, '002594')).toEqual([
      { kind: 'split', date: '2025-07-29', ratio: 3 },
    ]);
  });
});

describe('indices', () => {
  it('lists the main indices with KOSPI and TASI as quotes only', () => {
    const codes = INDICES.map((i) => i.code);
    expect(codes).toEqual([
      'SPX',
      'IXIC',
      'DJI',
      'N225',
      'TOPIX',
      '000001.SH',
      '000300.SH',
      '399001.SZ',
      'KOSPI',
      'TASI',
    ]);
    for (const i of INDICES) {
      expect(i.quote_only, i.code).toBe(i.market === 'KR' || i.market === 'SA');
      expect(i.reference_level, i.code).toBeGreaterThan(0);
      expect(i.volatility, i.code).toBeGreaterThan(0);
      expect(i.name.cn && i.name.us && i.name.jp, i.code).toBeTruthy();
    }
  });
});
