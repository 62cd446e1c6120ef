/**
 * No field of the API takes a NUL character, and PostgreSQL cannot store one in text: a request
 * that carries one is refused (`invalid_parameter`) before it reaches a query.
 */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  const items: unknown[] = Array.isArray(value) ? value : Object.values(value);
  return items.some((item) => holdsNul(item, depth + 1));
}
