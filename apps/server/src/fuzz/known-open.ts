/**
 * Known open causes of HTTP 500 or wrong-shaped answers, fixed on other branches. Each entry
 * names its route and the condition that meets the defect; the fuzzer counts these apart. Empty
 * this list as the fixes are merged: a cause still listed after its fix hides nothing, but the
 * list is the record of what is still open.
 */
import type { Answer } from './answers.ts';
import type { FuzzRequest } from './requests.ts';

interface KnownOpen {
  cause: string;
  applies(request: FuzzRequest, answer: Answer): boolean;
}

const notDay = (v: unknown) => typeof v === 'string' && v !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(v);
const huge = (v: unknown) => Number(v) >= 2 ** 31;
const notSmallId = (v: unknown) => !/^[1-9][0-9]{0,8}$/.test(String(v));
const failed = (answer: Answer) => answer.status >= 500;
const on = (request: FuzzRequest, path: RegExp) => path.test(request.route);

const KNOWN_OPEN: KnownOpen[] = [
  // Fund records: a `start` or `end` that is not a calendar day reaches the date arithmetic.
  {
    cause: 'fundlist start/end not a day',
    applies: (r, a) =>
      failed(a) && on(r, /\/user\/fundlist$/) && (notDay(r.fields.end) || notDay(r.fields.start)),
  },
  // Orders: a huge limit price makes the order value overflow.
  {
    cause: 'limit price overflowing the order value',
    applies: (r, a) => failed(a) && on(r, /\/trade\/(buy|preview)$/) && huge(r.fields.price),
  },
  // Exchange: an amount that takes a balance past 2^53.
  {
    cause: 'balance past 2^53 through exchange',
    applies: (r, a) => failed(a) && on(r, /\/user\/exchange(quote)?$/) && huge(r.fields.money),
  },
  // Withdrawals on PostgreSQL: a huge or fractional bank card id reaches the query.
  {
    cause: 'huge or fractional bank_id',
    applies: (r, a) => failed(a) && on(r, /\/user\/withdraw$/) && notSmallId(r.fields.bank_id),
  },
  // Back-office product commands: an id that names no product.
  {
    cause: 'unknown id in back-office product routes',
    applies: (r, a) => failed(a) && on(r, /\/api\/admin\/products\/\{id\}\//),
  },
  // Not listed because the generator does not meet them: malformed multipart bodies (it sends
  // only well-formed ones) and zero or tiny block prices (it sends no price below 0.01).
];

export function knownOpenCause(request: FuzzRequest, answer: Answer): string | undefined {
  return KNOWN_OPEN.find((k) => k.applies(request, answer))?.cause;
}
