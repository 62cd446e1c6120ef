/**
 * Live P&L of a held position, worked out as the server does (modules/trading/rules.ts
 * grossPnlMinor): the price difference in 1/10000ths times the quantity, rounded half up to the
 * currency's minor unit. Exact integers throughout, so the screen agrees with the API's figure.
 */
import type { Currency } from '@kabuto/shared/money';
import { CURRENCY_SCALE, formatMoney, isCurrency } from '@kabuto/shared/money';

const PRICE_SCALE = 10_000n;

/** Decimal price text to 1/10000ths; null when it is not a plain decimal. */
export function priceE4(text: string): bigint | null {
  const match = /^(\d+)(?:\.(\d{1,4})\d*)?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1] ?? '0') * PRICE_SCALE + BigInt((match[2] ?? '').padEnd(4, '0'));
}

function valueMinor(price_e4: bigint, quantity: number, currency: Currency): bigint {
  const scaled = price_e4 * BigInt(quantity) * 10n ** BigInt(CURRENCY_SCALE[currency]);
  return (scaled + PRICE_SCALE / 2n) / PRICE_SCALE;
}

/** Gross P&L as money text ("-220.00"), or null when a price cannot be read. */
export function grossPnlText(
  direction: 'long' | 'short',
  buyPrice: string,
  nowPrice: string,
  quantity: number,
  currencyCode: string,
): string | null {
  const entry = priceE4(buyPrice);
  const exit = priceE4(nowPrice);
  if (entry === null || exit === null || !isCurrency(currencyCode)) return null;
  const diff = direction === 'long' ? exit - entry : entry - exit;
  const magnitude = valueMinor(diff < 0n ? -diff : diff, quantity, currencyCode);
  const minor = Number(diff < 0n ? -magnitude : magnitude);
  return formatMoney(minor, currencyCode);
}

/** Price × quantity as money text, rounded as the server rounds a position's market value. */
export function marketValueText(price: string, quantity: number, currencyCode: string) {
  const e4 = priceE4(price);
  if (e4 === null || !isCurrency(currencyCode)) return null;
  return formatMoney(Number(valueMinor(e4, quantity, currencyCode)), currencyCode);
}

/** P&L as a percentage of the margin put up ("+12.34%"). */
export function pnlOfMargin(pnl: string, margin: string): string | null {
  const p = Number(pnl);
  const m = Number(margin);
  if (!Number.isFinite(p) || !Number.isFinite(m) || m <= 0) return null;
  const pct = (p / m) * 100;
  return `${pct > 0 ? '+' : ''}${pct.toFixed(2)}%`;
}
