import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  MAX_BALANCE_MINOR_UNITS,
  MAX_OPERATION_MINOR_UNITS,
  displayMoney,
  formatMoney,
  parseMoney,
  readAmount,
} from './money.ts';

describe('parseMoney', () => {
  it('reads decimal text into exact minor units per currency scale', () => {
    expect(parseMoney('1234.5', 'USD')).toEqual({ ok: true, minor: 123450 });
    expect(parseMoney('0.07', 'CNY')).toEqual({ ok: true, minor: 7 });
    expect(parseMoney('1500', 'JPY')).toEqual({ ok: true, minor: 1500 });
    expect(parseMoney('1500.00', 'JPY')).toEqual({ ok: true, minor: 1500 });
    expect(parseMoney('0.1', 'USD')).toEqual({ ok: true, minor: 10 });
  });

  it('refuses what is not digits with an optional decimal part', () => {
    for (const bad of ['-1', '1e3', '1,000', '12.', '.5', 'abc', '1.2.3', ' 1 2']) {
      expect(parseMoney(bad, 'USD')).toMatchObject({ ok: false, reason: 'format' });
    }
    expect(parseMoney('', 'USD')).toEqual({ ok: false, reason: 'required' });
    expect(parseMoney(undefined, 'USD')).toEqual({ ok: false, reason: 'required' });
  });

  it('refuses more decimals than the currency has', () => {
    expect(parseMoney('1.005', 'USD')).toEqual({ ok: false, reason: 'precision' });
    expect(parseMoney('1.5', 'JPY')).toEqual({ ok: false, reason: 'precision' });
  });

  it('refuses amounts beyond safe integers', () => {
    expect(parseMoney('99999999999999999', 'USD')).toEqual({ ok: false, reason: 'too_large' });
  });
});

describe('formatMoney', () => {
  it('writes two decimals at least, for every currency', () => {
    expect(formatMoney(123450, 'USD')).toBe('1234.50');
    expect(formatMoney(5, 'CNY')).toBe('0.05');
    expect(formatMoney(-5, 'CNY')).toBe('-0.05');
    expect(formatMoney(1500, 'JPY')).toBe('1500.00');
    expect(formatMoney(0, 'KRW')).toBe('0.00');
    for (const c of CURRENCIES) expect(formatMoney(0, c)).toBe('0.00');
  });

  it('round-trips with parseMoney', () => {
    for (const minor of [0, 1, 99, 100, 123456789]) {
      const text = formatMoney(minor, 'USD');
      expect(parseMoney(text, 'USD')).toEqual({ ok: true, minor });
    }
  });
});

describe('displayMoney (SPEC §5 display rule)', () => {
  it('shows 0.00 for empty, null and non-numeric values', () => {
    for (const v of ['', null, undefined, 'abc', '-', NaN, '1,000'])
      expect(displayMoney(v)).toBe('0.00');
  });

  it('shows two decimals with thousands separators and a leading minus', () => {
    expect(displayMoney('1234567.5')).toBe('1,234,567.50');
    expect(displayMoney('-1234.567')).toBe('-1,234.57');
    expect(displayMoney(0.5)).toBe('0.50');
    expect(displayMoney('999.995')).toBe('1,000.00');
    expect(displayMoney('-0.001')).toBe('0.00');
    expect(displayMoney('100')).toBe('100.00');
  });
});

describe('readAmount, the one reading of an entered amount', () => {
  it('reads exactly what was typed, decimal point included', () => {
    expect(readAmount('100.5', 'USD')).toEqual({ ok: true, minor: 10050 });
    expect(readAmount(' 100.50 ', 'CNY')).toEqual({ ok: true, minor: 10050 });
    expect(readAmount('1000', 'JPY')).toEqual({ ok: true, minor: 1000 });
  });

  it('refuses what it cannot read exactly instead of changing it', () => {
    expect(readAmount('100.5', 'JPY')).toEqual({ ok: false, msg: 'amount_precision' });
    expect(readAmount('1.005', 'USD')).toEqual({ ok: false, msg: 'amount_precision' });
    for (const text of ['100.', '.5', '1,000', '1e3', '0x10', '-5', '+5', '１００', 'NaN']) {
      expect(readAmount(text, 'USD')).toEqual({ ok: false, msg: 'amount_format' });
    }
    expect(readAmount('9'.repeat(16), 'USD')).toEqual({ ok: false, msg: 'amount_too_large' });
  });

  it('refuses an amount above the limit of one operation, in minor units of the currency', () => {
    expect(MAX_OPERATION_MINOR_UNITS).toBeLessThan(MAX_BALANCE_MINOR_UNITS);
    expect(MAX_BALANCE_MINOR_UNITS * 90).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(readAmount('10000000000000', 'JPY')).toEqual({
      ok: true,
      minor: MAX_OPERATION_MINOR_UNITS,
    });
    expect(readAmount('10000000000001', 'JPY')).toEqual({ ok: false, msg: 'amount_too_large' });
    expect(readAmount('100000000000.00', 'USD')).toEqual({
      ok: true,
      minor: MAX_OPERATION_MINOR_UNITS,
    });
    expect(readAmount('100000000000.01', 'USD')).toEqual({ ok: false, msg: 'amount_too_large' });
  });

  it('refuses an empty amount and one of zero', () => {
    expect(readAmount('', 'USD')).toEqual({ ok: false, msg: 'amount_required' });
    expect(readAmount(undefined, 'USD')).toEqual({ ok: false, msg: 'amount_required' });
    expect(readAmount('0.00', 'USD')).toEqual({ ok: false, msg: 'amount_positive' });
  });
});
