import { describe, expect, it } from 'vitest';
import {
  PRICE_SCALE,
  isOnTick,
  priceLimits,
  priceText,
  tickSize_e4,
  toTick_e4,
} from './price-rules.ts';

const e4 = (price: number) => Math.round(price * PRICE_SCALE);

describe('JPX daily price limits (値幅制限), by the previous close', () => {
  it('uses ¥500 just below the ¥3,000 band boundary and ¥700 from it', () => {
    expect(priceLimits('JP', 'prime', e4(2_999))).toEqual({ up_e4: e4(3_499), down_e4: e4(2_499) });
    expect(priceLimits('JP', 'prime', e4(3_000))).toEqual({ up_e4: e4(3_700), down_e4: e4(2_300) });
  });

  it('uses ¥150 below ¥1,000 and ¥300 from ¥1,000', () => {
    expect(priceLimits('JP', 'prime', e4(999))?.up_e4).toBe(e4(1_149));
    expect(priceLimits('JP', 'prime', e4(1_000))?.up_e4).toBe(e4(1_300));
  });

  it('uses ¥30 for the lowest band and never lets the floor reach zero', () => {
    expect(priceLimits('JP', 'growth', e4(20))).toEqual({ up_e4: e4(50), down_e4: e4(1) });
  });
});

describe('China daily limits', () => {
  it('are ±10% on the main board, rounded to the fen', () => {
    expect(priceLimits('CN', 'main', e4(10))).toEqual({ up_e4: e4(11), down_e4: e4(9) });
    expect(priceLimits('CN', 'main', e4(10.05))).toEqual({ up_e4: e4(11.06), down_e4: e4(9.05) });
  });

  it('are ±20% on the STAR Market and ChiNext', () => {
    expect(priceLimits('CN', 'star', e4(50))).toEqual({ up_e4: e4(60), down_e4: e4(40) });
    expect(priceLimits('CN', 'chinext', e4(12.34))).toEqual({
      up_e4: e4(14.81),
      down_e4: e4(9.87),
    });
  });
});

describe('US markets', () => {
  it('have no daily price limit', () => {
    expect(priceLimits('US', 'nasdaq', e4(180))).toBeNull();
  });
});

describe('tick sizes', () => {
  it('follow the JPX table on each side of a band boundary', () => {
    expect(tickSize_e4('JP', e4(3_000))).toBe(e4(1));
    expect(tickSize_e4('JP', e4(3_005))).toBe(e4(5));
    expect(tickSize_e4('JP', e4(5_000))).toBe(e4(5));
    expect(tickSize_e4('JP', e4(5_010))).toBe(e4(10));
    expect(tickSize_e4('JP', e4(30_000))).toBe(e4(10));
    expect(tickSize_e4('JP', e4(30_050))).toBe(e4(50));
    expect(toTick_e4('JP', 3_007.4)).toBe(e4(3_005));
    expect(isOnTick('JP', e4(3_006))).toBe(false);
  });

  it('follow the finer JPX table for TOPIX 100 constituents', () => {
    // Toyota (TOPIX 100) against a Growth-market stock at the same prices.
    expect(tickSize_e4('JP', e4(999.9), '7203')).toBe(e4(0.1));
    expect(tickSize_e4('JP', e4(1_000), '7203')).toBe(e4(0.1));
    expect(tickSize_e4('JP', e4(1_000.5), '7203')).toBe(e4(0.5));
    expect(tickSize_e4('JP', e4(3_000), '7203')).toBe(e4(0.5));
    expect(tickSize_e4('JP', e4(3_001), '7203')).toBe(e4(1));
    expect(tickSize_e4('JP', e4(10_001), '7203')).toBe(e4(5));
    expect(tickSize_e4('JP', e4(30_010), '6861')).toBe(e4(10));
    expect(tickSize_e4('JP', e4(100_050), '6861')).toBe(e4(50));
    expect(tickSize_e4('JP', e4(3_001), '186A')).toBe(e4(5));
    expect(toTick_e4('JP', 3_007.4, '7203')).toBe(e4(3_007));
    expect(toTick_e4('JP', 2_400.3, '7203')).toBe(e4(2_400.5));
    expect(isOnTick('JP', e4(2_400.5), '7203')).toBe(true);
    expect(isOnTick('JP', e4(2_400.5), '186A')).toBe(false);
  });

  it('are one fen in China and one cent in the US (a hundredth below $1)', () => {
    expect(toTick_e4('CN', 12.345)).toBe(e4(12.35));
    expect(toTick_e4('US', 187.123)).toBe(e4(187.12));
    expect(toTick_e4('US', 0.12345)).toBe(e4(0.1235));
  });

  it('writes prices with two decimals, four below one unit', () => {
    expect(priceText(e4(2_500))).toBe('2500.00');
    expect(priceText(e4(0.1235))).toBe('0.1235');
    expect(priceText(e4(187.1))).toBe('187.10');
  });
});
