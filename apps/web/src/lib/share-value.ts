/** The value of a number of shares at a price, exactly as the server rounds it. */
import { CURRENCY_SCALE, formatMoney, isCurrency } from '@kabuto/shared/money';

/** Decimal price text to ten-thousandths (the server's price scale); undefined when unreadable. */
function priceE4(price: string): bigint | undefined {
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(price.trim());
  if (!match) return undefined;
  return BigInt(match[1]!) * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0'));
}

/**
 * `quantity` shares at `price`, rounded half up to the currency's minor unit (as the server's
 * `valueMinor`), as the API's money text; undefined when either cannot be read.
 */
export function valueOfShares(
  price: string,
  quantity: number,
  currency: string,
): string | undefined {
  const e4 = priceE4(price);
  if (e4 === undefined || !isCurrency(currency) || !Number.isSafeInteger(quantity) || quantity < 0)
    return undefined;
  const scale = 10n ** BigInt(CURRENCY_SCALE[currency]);
  const minor = (e4 * BigInt(quantity) * scale + 5_000n) / 10_000n;
  return formatMoney(Number(minor), currency);
}
