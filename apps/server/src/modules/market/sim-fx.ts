import type { Currency } from '@kabuto/shared/money';
import { hashString, normal } from './prng.ts';
import { ANCHOR_DAY } from './sim-model.ts';

/** Simulated exchange rates: a seeded daily walk per currency around a reference level. */

/** Approximate units per US dollar around the start of 2026. */
const FX_REFERENCE: Readonly<Record<Currency, number>> = {
  USD: 1,
  JPY: 150,
  CNY: 7.2,
  TWD: 32.5,
  HKD: 7.8,
  THB: 34.5,
  VND: 25_400,
  MYR: 4.45,
  KRW: 1_420,
};
const FX_VOLATILITY: Readonly<Record<Currency, number>> = {
  USD: 0,
  JPY: 0.09,
  CNY: 0.035,
  TWD: 0.05,
  HKD: 0.004,
  THB: 0.07,
  VND: 0.03,
  MYR: 0.06,
  KRW: 0.08,
};

/** Units of `currency` per US dollar now: a daily walk, interpolated through the UTC day. */
export function usdRate(prng: number, currency: Currency, now: Date): number {
  if (currency === 'USD') return 1;
  const dayMs = 86_400_000;
  const dayNumber = Math.floor((now.getTime() - Date.parse(`${ANCHOR_DAY}T00:00:00Z`)) / dayMs);
  const fraction = (now.getTime() % dayMs) / dayMs;
  const id = hashString(`fx:${currency}`);
  const sigma = FX_VOLATILITY[currency] / Math.sqrt(365);
  const level = (n: number) => {
    let walk = 0;
    const step = n >= 0 ? 1 : -1;
    for (let i = 0; i !== n; i += step)
      walk += step * sigma * normal(prng, id, Math.abs(i) + (step < 0 ? 100_000 : 0), 1);
    // A gentle pull back towards the reference keeps rates around realistic levels.
    return walk * Math.exp(-Math.abs(n) / 3650);
  };
  const a = level(dayNumber);
  const b = level(dayNumber + 1);
  return FX_REFERENCE[currency] * Math.exp(a + fraction * (b - a));
}
