/** The home market of a product's currency, for the up/down colours of its figures. */
export function marketOfCurrency(currency: string): 'JP' | 'US' | 'CN' {
  if (currency === 'USD') return 'US';
  if (currency === 'CNY') return 'CN';
  return 'JP';
}
