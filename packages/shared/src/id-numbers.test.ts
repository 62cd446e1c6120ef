import { describe, expect, it } from 'vitest';
import {
  chineseIdValid,
  idNumberValid,
  maskIdNumber,
  myNumberValid,
  passportValid,
} from './id-numbers.ts';

/** A My Number with its check digit computed by the published formula, independently. */
function withCheckDigit(first11: string): string {
  const d = first11.split('').map(Number);
  let sum = 0;
  for (let i = 0; i < 11; i += 1) {
    const n = 11 - i; // position from the right
    sum += d[i]! * (n <= 6 ? n + 1 : n - 5);
  }
  const r = sum % 11;
  return first11 + String(r <= 1 ? 0 : 11 - r);
}

describe('identity numbers', () => {
  it('checks the My Number check digit', () => {
    const good = withCheckDigit('12345678901');
    expect(myNumberValid(good)).toBe(true);
    const wrong = good.slice(0, 11) + String((Number(good[11]) + 1) % 10);
    expect(myNumberValid(wrong)).toBe(false);
    expect(myNumberValid('12345678901')).toBe(false);
    expect(myNumberValid('1234567890AB')).toBe(false);
  });

  it('checks the Chinese resident ID check character and birth date', () => {
    expect(chineseIdValid('11010519491231002X')).toBe(true); // the standard's published example
    expect(chineseIdValid('110105194912310021')).toBe(false);
    expect(chineseIdValid('11010519491331002X')).toBe(false); // 13th month
    expect(chineseIdValid('11010519491231002x')).toBe(true);
  });

  it('accepts passport numbers of 6 to 9 letters and digits', () => {
    expect(passportValid('TR1234567')).toBe(true);
    expect(passportValid('AB12')).toBe(false);
    expect(passportValid('AB-12345')).toBe(false);
    expect(idNumberValid('passport', 'tr1234567')).toBe(true);
  });

  it('shows only the last four characters', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('**************002X');
  });
});
