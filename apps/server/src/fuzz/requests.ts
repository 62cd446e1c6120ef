/**
 * Requests generated from the OpenAPI document the app serves: every documented field gets a
 * plausible value or a hostile one (wrong type, huge or fractional number, long or unicode text,
 * empty, a date that is not one), fields go missing, unknown fields are added; path parameters
 * name real rows, unknown rows or nothing at all.
 */
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { PNG_BYTES, multipart } from '../test/funding.ts';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Parameter {
  in: string;
  name: string;
  schema?: JsonSchema;
}
export interface Operation {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, unknown>;
}
export type Doc = { paths: Record<string, Record<string, Operation>> };

export interface FuzzRequest {
  /** `post /api/vue/trade/buy`: the documented route. */
  route: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was sent, by field (path parameters, query, body), to describe a finding. */
  fields: Record<string, unknown>;
}

export interface Credentials {
  customer: Record<string, string>;
  staff: Record<string, string>;
  /** A customer account the back-office routes may act on (not the one that sends requests). */
  victimAccount: string;
}

const HOSTILE = [
  '',
  ' ',
  ' 1',
  '0',
  '-1',
  '-100',
  '1.5',
  '0.001',
  '1e3',
  '1e309',
  '0x1',
  'NaN',
  'Infinity',
  '9'.repeat(20),
  '9'.repeat(400),
  '99999999999999999999.99',
  '9007199254740993',
  'x'.repeat(10_000),
  '日本語の銘柄',
  '🎌'.repeat(50),
  '\u0000',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '2026-02-30',
  '2026-13-01',
  'not-a-date',
  '2026-03-10T25:00:00Z',
  '[]',
  '{}',
  'true',
  'null',
];
const PLAUSIBLE = ['1', '2', '100', '1000', '12.50', 'jpy', 'usd', '2026-03-10', '123456'];

/** Values a field of this name plausibly takes (the rest of the request may still be wrong). */
const BY_NAME: Record<string, string[]> = {
  code: ['7203', '8306', '6758', 'AAPL', '600519', 'XXXX'],
  num: ['1', '100', '200', '1000'],
  quantity: ['1', '100', '1000'],
  lots: ['1', '2', '10'],
  units: ['1', '10'],
  price: ['2500', '2500.5', '0.01', '1e15', '99999999999', '9999999999999.99'],
  trigger_price: ['2500'],
  money: ['1000', '5000', '50000', '12.34', '99999999999999'],
  amount: ['1000', '50000', '12.34'],
  leverage: ['1', '2', '5', '10'],
  type: ['jpy', 'usd', 'cny', 'hkd'],
  from: ['JPY', 'USD', 'CNY', 'jpy', 'usd'],
  to: ['JPY', 'USD', 'CNY', 'usd'],
  fund_password: ['123456'],
  nonce: ['n1', 'n2', 'fuzz-nonce'],
  start: ['2026-01-01', '2026-03-10'],
  end: ['2026-03-10', '2026-12-31'],
  page: ['1', '2'],
  size: ['10', '50'],
  bank_id: ['1', '2', '3'],
  id: ['1', '2', '3', '4'],
  agree: ['1'],
  channel: ['sim', 'bank'],
  direction: ['long', 'short'],
  price_type: ['market', 'limit'],
  market: ['jp', 'us', 'cn', 'hk'],
  range: ['1w', '1m', 'all'],
  kind: ['above', 'below', 'change_pct'],
  card: ['7654321', '1234567890123456'],
  card_type: ['ordinary', 'checking'],
  bank: ['Kabuto Bank'],
  branch: ['Shibuya'],
  branch_code: ['123'],
  name: ['YAMADA TARO'],
  lot: ['100'],
  max_lots: ['10'],
  sponsor: ['Kabuto Securities'],
  mode: ['lottery', 'first_come'],
  discount_pct: ['5', '0', '100'],
  key: ['secret-key'],
  reason: ['because'],
};

const hostileText: Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE), weight: 4 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.integer().map(String), weight: 1 },
  { arbitrary: fc.double().map(String), weight: 1 },
);
const plausibleText: Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PLAUSIBLE),
  fc.integer({ min: 1, max: 5 }).map(String),
);

const hostileJson: Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.constantFrom(1e308, -1, 0, 0.5, Number.MAX_SAFE_INTEGER + 2, -0.01),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.constant({ nested: 'x' }),
);

function types(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(types);
}

/** How far a request strays: nearly every field plausible, or many fields hostile or missing. */
type Mode = 'near' | 'wild';
const ODDS: Record<Mode, { good: number; bad: number; missing: number }> = {
  near: { good: 40, bad: 1, missing: 1 },
  wild: { good: 5, bad: 2, missing: 1 },
};
const DATE_NAME = /(_at|start|end|deadline|date)$/;

/** Plausible values for one field, from its schema and its name. */
function plausible(schema: JsonSchema, json: boolean, mode: Mode, depth: number, name: string) {
  const t = types(schema);
  const named = BY_NAME[name];
  const good: Arbitrary<unknown>[] = [];
  if (schema.enum?.length) good.push(fc.constantFrom(...schema.enum));
  else if (json && (t.includes('integer') || t.includes('number'))) {
    good.push(fc.integer({ min: 1, max: 10_000 }));
    if (named) good.push(fc.constantFrom(...named.map(Number).filter(Number.isFinite)));
  } else if (json && t.includes('boolean')) good.push(fc.boolean());
  else if (json && t.includes('object') && schema.properties) {
    if (depth < 2) good.push(object(schema.properties, true, mode, depth + 1));
  } else if (json && t.includes('array')) {
    good.push(fc.array(value(schema.items ?? {}, true, mode, depth + 1), { maxLength: 3 }));
  } else if (schema.pattern) good.push(fc.stringMatching(new RegExp(schema.pattern)));
  else if (named) good.push(fc.constantFrom(...named));
  else if (DATE_NAME.test(name)) {
    good.push(fc.constantFrom('2027-01-10', '2027-01-10T01:00:00Z', '2026-03-10T09:00:00+09:00'));
  }
  if (!good.length || mode === 'wild') good.push(plausibleText);
  return fc.oneof(...good);
}

/** A value for one field: plausible for its schema, or hostile. JSON bodies get any JSON. */
function value(
  schema: JsonSchema,
  json: boolean,
  mode: Mode,
  depth = 0,
  name = '',
): Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: plausible(schema, json, mode, depth, name), weight: ODDS[mode].good },
    { arbitrary: json ? hostileJson : hostileText, weight: ODDS[mode].bad },
  );
}

const MISSING = Symbol('missing');
const MODES: Mode[] = ['near', 'wild'];

/** An object with some documented fields missing and sometimes an unknown one added. */
function object(
  properties: Record<string, JsonSchema>,
  json: boolean,
  mode: Mode,
  depth = 0,
): Arbitrary<Record<string, unknown>> {
  const shape: Record<string, Arbitrary<unknown>> = {};
  for (const [name, schema] of Object.entries(properties)) {
    shape[name] = fc.oneof(
      { arbitrary: value(schema, json, mode, depth, name), weight: ODDS[mode].good },
      { arbitrary: fc.constant(MISSING), weight: ODDS[mode].missing },
    );
  }
  const extra = fc.tuple(fc.constantFrom('extra', 'id', '__proto__x', 'status'), hostileText);
  return fc.tuple(fc.record(shape), fc.option(extra, { freq: 10 })).map(([fields, more]) => {
    const present = Object.entries(fields).filter(([, v]) => v !== MISSING);
    return Object.fromEntries(more ? [...present, more] : present);
  });
}

function pathValue(name: string, victim: string): Arbitrary<string> {
  const known: Record<string, string[]> = {
    kind: ['kyc', 'deposit', 'withdrawal', 'loan', 'intraday'],
    account: [victim, '0000000000'],
    language: ['jp', 'cn', 'us'],
    name: ['about', 'terms', 'privacy', 'withdraw_min', 'trading_fee_rate'],
  };
  const good = known[name] ?? ['1', '2', '3', '999999'];
  const bad = ['0', '-1', '1.5', '1e3', '99999999999999999999', 'abc', '%F0%9F%8E%8C', ' 1'];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...good), weight: 3 },
    { arbitrary: fc.constantFrom(...bad), weight: 1 },
  );
}

function text(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** Requests for one documented operation. */
function operationRequests(
  method: string,
  template: string,
  op: Operation,
  creds: Credentials,
): Arbitrary<FuzzRequest> {
  const admin = template.startsWith('/api/admin/');
  const content = op.requestBody?.content ?? {};
  const isMultipart = 'multipart/form-data' in content;
  const bodySchema = Object.values(content)[0]?.schema;
  const pathNames = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const query = (op.parameters ?? []).filter((p) => p.in === 'query');
  const queryShape = Object.fromEntries(query.map((p) => [p.name, p.schema ?? {}]));
  const pathArb = fc.tuple(...pathNames.map((n) => pathValue(n, creds.victimAccount)));
  const bodyArb = bodySchema?.properties
    ? fc.oneof(...MODES.map((mode) => object(bodySchema.properties!, admin, mode)))
    : fc.constant({} as Record<string, unknown>);
  const queryArb = fc.oneof(...MODES.map((mode) => object(queryShape, false, mode)));
  const auth = admin ? creds.staff : creds.customer;
  const wrong: Record<string, string> = admin
    ? { authorization: 'Bearer nope' }
    : { token: 'nope' };
  const headersArb = fc.oneof(
    { arbitrary: fc.constant(auth), weight: 19 },
    { arbitrary: fc.constant(wrong), weight: 1 },
  );
  return fc.tuple(pathArb, bodyArb, queryArb, headersArb).map(([params, body, q, headers]) => {
    let url = template;
    pathNames.forEach((n, i) => (url = url.replace(`{${n}}`, encodeURI(params[i]!))));
    const fields: Record<string, unknown> = { ...body };
    pathNames.forEach((n, i) => (fields[`path.${n}`] = params[i]));
    const request: FuzzRequest = {
      route: `${method} ${template}`,
      method: method.toUpperCase() as 'GET' | 'POST',
      url,
      headers: { ...headers },
      fields,
    };
    if (request.method === 'GET') {
      const search = new URLSearchParams(
        Object.entries(q).map(([k, v]): [string, string] => [k, text(v)]),
      );
      Object.assign(fields, q);
      if (search.size) request.url += `?${search.toString()}`;
    } else if (isMultipart) {
      const strings = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, text(v)]));
      const { payload, contentType } = multipart(strings, [
        { field: 'proof', name: 'proof.png', bytes: PNG_BYTES },
        { field: 'front', name: 'front.png', bytes: PNG_BYTES },
        { field: 'back', name: 'back.png', bytes: PNG_BYTES },
      ]);
      request.payload = payload;
      request.headers['content-type'] = contentType;
    } else if (admin) {
      request.payload = JSON.stringify(body);
      request.headers['content-type'] = 'application/json';
    } else {
      request.payload = new URLSearchParams(
        Object.entries(body).map(([k, v]): [string, string] => [k, text(v)]),
      ).toString();
      request.headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    return request;
  });
}

/** Routes the fuzzer leaves alone: ending its own sessions would only test sign-in. */
const SKIPPED = /\/logout$/;

/** Requests over every documented route of the customer and back-office APIs. */
export function requestsFor(doc: Doc, creds: Credentials): Arbitrary<FuzzRequest> {
  const arbitraries: Arbitrary<FuzzRequest>[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/vue/') && !path.startsWith('/api/admin/')) continue;
    if (SKIPPED.test(path)) continue;
    for (const [method, op] of Object.entries(methods)) {
      arbitraries.push(operationRequests(method, path, op, creds));
    }
  }
  return fc.oneof(...arbitraries);
}
