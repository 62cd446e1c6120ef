/**
 * The back office's one convention: every route's roles are checked by its `requireRole` hook
 * before the body is read; every command writes its audit entry in its own transaction; an id
 * that names nothing is `not_found`, never HTTP 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@kabuto/shared/contracts/admin';
import { checkLedgerAfterEach } from '../../test/kabuto.ts';
import { staffCall, staffToken } from '../../test/funding.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';

const DAY = 86_400_000;

/** Every guarded route, with a role it refuses. */
const GUARDED: ReadonlyArray<readonly ['get' | 'post', string, StaffRole]> = [
  ['get', '/reviews', 'operator'],
  ['post', '/reviews/sample/1/approve', 'operator'],
  ['post', '/reviews/sample/1/reject', 'auditor'],
  ['post', '/customers/0000000001/status', 'reviewer'],
  ['get', '/audit', 'operator'],
  ['get', '/uploads/1', 'operator'],
  ['get', '/ledger/check', 'reviewer'],
  ['post', '/messages', 'auditor'],
  ['get', '/news', 'reviewer'],
  ['post', '/news', 'auditor'],
  ['get', '/news/1/image', 'reviewer'],
  ['post', '/news/1/status', 'reviewer'],
  ['get', '/pages', 'reviewer'],
  ['post', '/pages/about/jp', 'auditor'],
  ['get', '/settings', 'reviewer'],
  ['post', '/settings/recharge_max', 'operator'],
  ['get', '/ipo', 'reviewer'],
  ['post', '/ipo', 'auditor'],
  ['post', '/ipo/1/draw', 'reviewer'],
  ['get', '/blocks', 'reviewer'],
  ['post', '/blocks', 'auditor'],
  ['post', '/blocks/1/key', 'reviewer'],
  ['post', '/blocks/1/close', 'auditor'],
  ['post', '/blocks/1/price', 'reviewer'],
  ['post', '/ipo/1/price', 'auditor'],
  ['get', '/approvals', 'reviewer'],
  ['post', '/approvals/1/approve', 'auditor'],
  ['post', '/approvals/1/reject', 'reviewer'],
  ['get', '/products', 'reviewer'],
  ['post', '/products', 'auditor'],
  ['post', '/products/1/order', 'reviewer'],
  ['post', '/products/1/close', 'auditor'],
  ['post', '/products/1/shelf', 'reviewer'],
  ['post', '/proposals/1/approve', 'auditor'],
  ['post', '/proposals/1/reject', 'auditor'],
  ['post', '/ledger/corrections', 'reviewer'],
];

/** Routes every signed-in staff member may use, whatever their role. */
const OPEN_TO_STAFF = new Set([
  'post /login',
  'get /demo',
  'post /logout',
  'get /me',
  // Operators, reviewers and auditors all look customers up.
  'get /customers',
  // Every role sees the four-eyes proposals, and sets up its own two-factor sign-in.
  'get /proposals',
  'post /totp/setup',
  'post /totp/enable',
  // Every role that serves customers reads their documents (audited).
  'get /customers/{account}/documents',
  'get /customers/{account}/documents/{kind}/{id}',
]);

/** A body no route accepts: wrong types for every field the admin routes read. */
const INVALID = {
  login_banned: 'yes',
  publish: 'x',
  on_shelf: 1,
  position_id: '0x1',
  value: 5,
  title: 7,
  code: false,
  price: 'free',
  account: [],
};

describe('the back-office convention', () => {
  let s: TradingSetup;
  const tokens = {} as Record<StaffRole, string>;

  beforeAll(async () => {
    s = await startTradingKabuto();
    s.market.set('7203', 2500);
    for (const role of ['admin', 'reviewer', 'operator', 'auditor'] as const) {
      tokens[role] = await staffToken(s.k, `only-${role}`, [role]);
    }
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  async function auditCount(): Promise<number> {
    const row = await s.k.ctx.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('lists a refused role for every admin route that is not open to all staff', async () => {
    const doc = (await s.k.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m} ${path.slice('/api/admin'.length)}`),
      )
      .filter((route) => !OPEN_TO_STAFF.has(route))
      .sort();
    const listed = GUARDED.map(
      ([method, url]) =>
        `${method} ${url
          .replace(/\/\d+(?=\/|$)/g, '/{id}')
          .replace('/sample/', '/{kind}/')
          .replace(/\/customers\/\{id\}/, '/customers/{account}')
          .replace('/pages/about/jp', '/pages/{name}/{language}')
          .replace('/settings/recharge_max', '/settings/{name}')}`,
    ).sort();
    expect(listed).toEqual(documented);
  });

  it('refuses a staff member without the role with 403 on every guarded route, whatever the body', async () => {
    const before = await auditCount();
    const wrong: string[] = [];
    for (const [method, url, role] of GUARDED) {
      for (const body of [undefined, {}, INVALID]) {
        const res = await s.k.app.inject({
          method: method === 'get' ? 'GET' : 'POST',
          url: `/api/admin${url}${method === 'get' && body ? '?page=0x1&status=nope' : ''}`,
          headers: { authorization: `Bearer ${tokens[role]}` },
          ...(method === 'post' && body ? { payload: body } : {}),
        });
        const answer = res.json() as { status: number; msg: string };
        if (res.statusCode !== 403 || answer.msg !== 'forbidden') {
          wrong.push(`${method} ${url} as ${role} ${JSON.stringify(body)}: ${res.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it('checks the body only once the role is allowed', async () => {
    const res = await staffCall(s.k, tokens.operator, 'POST', '/products/1/shelf', INVALID);
    expect(res.http).toBe(200);
    expect(res.body).toMatchObject({ status: 0, msg: 'invalid_parameter' });
  });

  it('answers not_found, writing nothing, for each product command on an id that names nothing', async () => {
    const customer = await s.k.signUp();
    const before = await auditCount();
    const commands: Array<[string, object]> = [
      ['/ipo/999999/draw', {}],
      ['/blocks/999999/key', { account: customer.account }],
      ['/blocks/999999/close', { reason: 'test' }],
      ['/blocks/999999/price', { price: 2500 }],
      ['/ipo/999999/price', { price: 2500 }],
      ['/approvals/999999/approve', {}],
      ['/approvals/999999/reject', { reason: 'test' }],
      ['/products/999999/order', { code: '7203', num: '10', direction: 'long' }],
      ['/products/999999/close', { position_id: 1 }],
      ['/products/999999/shelf', { on_shelf: false, reason: 'test' }],
      ['/news/999999/status', { publish: true }],
    ];
    const answers = [];
    for (const [url, body] of commands) {
      const res = await staffCall(s.k, tokens.operator, 'POST', url, body);
      answers.push([url, res.http, res.body.status, res.body.msg]);
    }
    expect(answers).toEqual(commands.map(([url]) => [url, 200, 0, 'not_found']));
    expect(await auditCount()).toBe(before);
  });

  it("audits the copy-trading issuer's order and close with what they did", async () => {
    const { k, clock } = s;
    const created = await staffCall(k, tokens.operator, 'POST', '/products', {
      name: { jp: '監査テスト', cn: '审计测试', us: 'Audit test' },
      issuer_name: 'Desk',
      type: 'jpy',
      target_daily_bps: 10,
      min_investment: '10000',
      deadline: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
      lock_days: 0,
    });
    const product = created.body.data as { id: number };
    const target = `product:${product.id}`;
    const entries = async () =>
      k.ctx.db
        .selectFrom('audit_log')
        .select(['action', 'actor', 'after_json'])
        .where('target', '=', target)
        .orderBy('id')
        .execute();

    // A refused order (the product's account has no cash for it) writes no entry.
    const refused = await staffCall(k, tokens.operator, 'POST', `/products/${product.id}/order`, {
      code: '7203',
      num: '10',
      direction: 'long',
    });
    expect(refused.body.status).toBe(0);
    expect((await entries()).map((e) => e.action)).toEqual(['product.create']);

    const follower = await trader(k, 'JPY', 200_000);
    await k.post('/trade/productbuy', { id: product.id, money: '100000' }, follower.headers);
    const order = await staffCall(k, tokens.operator, 'POST', `/products/${product.id}/order`, {
      code: '7203',
      num: '10',
      direction: 'long',
    });
    const placed = order.body.data as { id: number; position_id: number };
    expect(order.body.status).toBe(1);
    const closed = await staffCall(k, tokens.operator, 'POST', `/products/${product.id}/close`, {
      position_id: placed.position_id,
    });
    expect(closed.body).toMatchObject({ status: 1, data: { position_id: placed.position_id } });
    const log = await entries();
    expect(log.map((e) => [e.action, e.actor])).toEqual([
      ['product.create', 'staff:only-operator'],
      ['product.order', 'staff:only-operator'],
      ['product.close', 'staff:only-operator'],
    ]);
    expect(JSON.parse(log[1]!.after_json!)).toMatchObject({ id: placed.id, status: 'filled' });
    expect(JSON.parse(log[2]!.after_json!)).toMatchObject({ position_id: placed.position_id });
  });
});
