/**
 * Text that must not part at a line's end: an amount and its currency, a date and its time. One
 * owner for the rule, for catalogue messages and market figures alike.
 */
export const NO_BREAK = '\u00a0';

/** An amount as written and its currency, joined by a no-break space ("7,735億 JPY"). */
export function withCurrency(amount: string, currency: string): string {
  return `${amount}${NO_BREAK}${currency}`;
}
