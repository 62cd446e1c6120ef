/**
 * Goal: every route of the customer and back-office APIs has a contract, documented in OpenAPI
 * (response fields, request content types, security, error statuses), and every route answers
 * within its contract, never HTTP 500, when called with an empty or a hostile body. The answers
 * themselves are checked against the contract by the server's serializer on every call of every
 * test, so a field the contract does not name fails the test that meets it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestKabuto } from './test/kabuto.ts';
import { checkLedgerAfterEach, startTestKabuto } from './test/kabuto.ts';
import { staffToken } from './test/funding.ts';

interface Operation {
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
interface JsonSchema {
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  type?: string;
}
type Doc = { paths: Record<string, Record<string, Operation>> };

/** Routes that answer with bytes, not an envelope (a customer's uploaded image). */
const FILE_ROUTES = new Set([
  'get /api/vue/user/upload/{id}',
  'get /api/vue/common/newsimage/{id}',
  'get /api/admin/uploads/{id}',
  'get /api/admin/news/{id}/image',
  // Trade confirmations and statements, as PDF or CSV (issue 17).
  'post /api/vue/user/statement',
  'get /api/admin/customers/{account}/documents/{kind}/{id}',
]);
/** Routes that need no credentials. */
const PUBLIC_ROUTES = new Set([
  'post /api/vue/user/register',
  'post /api/vue/user/login',
  'post /api/vue/common/config',
  'post /api/vue/common/page',
  'post /api/vue/common/news',
  'post /api/vue/common/newsinfo',
  'post /api/admin/login',
  // Demo mode: the demo staff users' credentials for the sign-in screen (empty otherwise).
  'get /api/admin/demo',
  // Market data and IPO prospectuses are public, like a brokerage's market pages.
  ...[
    'search',
    'quote',
    'kline',
    'indices',
    'ranking',
    'summary',
    'stocks',
    'quotes',
    'source',
  ].map((name) => `post /api/vue/market/${name}`),
  'post /api/vue/trade/newstocklist',
  'post /api/vue/trade/newstockinfo',
  'post /api/vue/trade/newstocklottery',
]);

let k: TestKabuto;
let doc: Doc;
let customerHeaders: Record<string, string>;
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  k = await startTestKabuto({ demo: 'on' });
  doc = (await k.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
  customerHeaders = (await k.signUp()).headers;
  staffHeaders = { authorization: `Bearer ${await staffToken(k, 'contract-walker')}` };
});
afterAll(() => k?.close());
checkLedgerAfterEach(() => k);

function operations(): Array<[string, Operation]> {
  const rows: Array<[string, Operation]> = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/vue/') && !path.startsWith('/api/admin/')) continue;
    for (const [method, op] of Object.entries(methods)) rows.push([`${method} ${path}`, op]);
  }
  return rows;
}

/** The success branch of a 200 answer: the object whose `status` is 1 and that has `data`. */
function successBranch(op: Operation): JsonSchema | undefined {
  const schema = op.responses['200']?.content?.['application/json']?.schema;
  const branches = schema?.anyOf ?? schema?.oneOf ?? (schema ? [schema] : []);
  return branches.find((b) => b.properties?.data && b.properties.status);
}

describe('the OpenAPI document', () => {
  it('documents the answer of every route with its fields', () => {
    const missing = operations()
      .filter(([name]) => !FILE_ROUTES.has(name))
      .filter(([, op]) => !successBranch(op))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('names the security scheme and the error statuses of every route', () => {
    const wrong: string[] = [];
    for (const [name, op] of operations()) {
      if (FILE_ROUTES.has(name)) continue;
      const statuses = Object.keys(op.responses);
      const isAdmin = name.includes(' /api/admin/');
      if (!statuses.includes('400')) wrong.push(`${name}: no 400`);
      if (PUBLIC_ROUTES.has(name)) continue;
      const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
      if (isAdmin) {
        if (!schemes.includes('staffBearer')) wrong.push(`${name}: no staffBearer`);
        if (!statuses.includes('401') || !statuses.includes('403')) wrong.push(`${name}: 401/403`);
      } else if (!name.includes('/api/vue/user/') || name.includes('getUserinfo')) {
        if (!schemes.includes('customerToken')) wrong.push(`${name}: no customerToken`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('documents request bodies with the content types the API reads', () => {
    const wrong: string[] = [];
    for (const [name, op] of operations()) {
      const types = Object.keys(op.requestBody?.content ?? {});
      if (!op.requestBody) continue;
      const expected = name.includes(' /api/admin/')
        ? 'application/json'
        : 'application/x-www-form-urlencoded';
      if (!types.includes(expected) && !types.includes('multipart/form-data')) {
        wrong.push(`${name}: ${types.join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('every route', () => {
  const hostile = { id: '0x1', page: ' 1', size: 'true', nonce: 'x'.repeat(65), type: 'eur' };

  it('answers an empty and a hostile body within its contract, never with HTTP 500', async () => {
    const failures: string[] = [];
    for (const [name, op] of operations()) {
      const [method, template] = name.split(' ') as [string, string];
      if (template.endsWith('/logout')) continue;
      const admin = template.startsWith('/api/admin/');
      for (const body of [{}, hostile]) {
        // An id that names nothing, then one that is not a number at all.
        const path = template.replace(/\{[^}]+\}/g, body === hostile ? '0x1' : '999999');
        const res = await k.app.inject({
          method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
          url: path,
          headers: admin ? staffHeaders : customerHeaders,
          ...(method === 'get' ? {} : { payload: body }),
        });
        if (res.statusCode >= 500) failures.push(`${name} ${JSON.stringify(body)}: ${res.body}`);
        else if (!op.responses[String(res.statusCode)] && !FILE_ROUTES.has(name)) {
          failures.push(`${name}: undocumented status ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
