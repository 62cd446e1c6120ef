/** "1234567.50" as "1,234,567.50": the server's decimal text with thousands separators. */
export function groupAmount(amount: string | undefined): string {
  if (!amount) return '—';
  const [whole = '', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
