import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestKabuto } from './test/kabuto.ts';
import { startTestKabuto } from './test/kabuto.ts';

describe('the HTTP contract', () => {
  let k: TestKabuto;
  beforeAll(async () => {
    k = await startTestKabuto({ demo: 'on' });
    k.app.post('/api/vue/test/boom', async () => {
      throw new Error('secret internals: connection string postgres://user:pw@db');
    });
  });
  afterAll(() => k?.close());

  it('hides the details of a bug behind server_error', async () => {
    const res = await k.post('/test/boom');
    expect(res.http).toBe(500);
    expect(res.body).toEqual({ status: 0, msg: 'server_error', data: null });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('refuses a NUL character in a form field, a JSON field, a query or a path, never with HTTP 500', async () => {
    const { headers } = await k.signUp();
    const { staffToken, multipart, PNG_BYTES } = await import('./test/funding.ts');
    const staff = { authorization: `Bearer ${await staffToken(k, 'nul-tester')}` };
    const form = await k.post('/market/selfdel', { code: '\u0000' }, headers);
    const query = await k.app.inject({ url: '/api/admin/reviews?kind=%00', headers: staff });
    const path = await k.app.inject({
      method: 'POST',
      url: '/api/admin/customers/%00/status',
      headers: staff,
      payload: { login_banned: true },
    });
    const json = await k.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'a\u0000b', password: 'x' },
    });
    const body = multipart({ type: 'jpy', money: '1000', nonce: 'ok', extra: 'a\u0000' }, [
      { field: 'proof', name: 'proof.png', bytes: PNG_BYTES },
    ]);
    const parts = await k.app.inject({
      method: 'POST',
      url: '/api/vue/user/deposit',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    const refused = { status: 0, msg: 'invalid_parameter', data: null };
    expect(form).toEqual({ http: 200, body: refused });
    for (const res of [query, path, json, parts]) {
      expect({ http: res.statusCode, body: res.json() as unknown }).toEqual({
        http: 200,
        body: refused,
      });
    }
  });

  it('answers unknown routes in the envelope', async () => {
    const res = await k.post('/no/such/route');
    expect(res.http).toBe(404);
    expect(res.body).toEqual({ status: 0, msg: 'not_found', data: null });
  });

  it('sends the security headers on every answer, errors included', async () => {
    for (const res of [
      await k.app.inject({ method: 'GET', url: '/api/docs/json' }),
      await k.app.inject({ method: 'POST', url: '/api/vue/no/such/route' }),
    ]) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("connect-src 'self' ws: wss:");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('accepts JSON bodies as well as forms', async () => {
    const res = await k.app.inject({
      method: 'POST',
      url: '/api/vue/user/login',
      payload: { account: '0900000001', password: 'demo1234' },
    });
    expect(res.json()).toMatchObject({ status: 1, msg: 'login_success' });
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const res = await k.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    for (const path of [
      '/api/vue/user/register',
      '/api/vue/user/login',
      '/api/vue/user/getUserinfo',
      '/api/vue/trade/userstocklist',
      '/api/vue/common/config',
      '/api/admin/reviews',
      '/api/admin/audit',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  it('seeds the demo customer, funded through the ledger, and shows it in config', async () => {
    const login = await k.post<{ token: string }>('/user/login', {
      account: '0900000001',
      password: 'demo1234',
    });
    const info = await k.post(
      '/user/getUserinfo',
      {},
      { token: login.body.data.token, account: '0900000001' },
    );
    expect(info.body.data).toMatchObject({
      // Part of the CNY waits for an IPO draw (demo-products.test.ts).
      jpy: '10000000.00',
      usd: '100000.00',
      is_verified: true,
      has_fund_password: true,
    });
    const demo = await k.ctx.db
      .selectFrom('customers')
      .select('id')
      .where('account', '=', '0900000001')
      .executeTakeFirstOrThrow();
    const transfers = await k.ctx.db
      .selectFrom('ledger_transfers')
      .select('code')
      .where('code', '=', 'demo_funding')
      .where('customer_id', '=', demo.id)
      .execute();
    expect(transfers).toHaveLength(3);
    const config = await k.post<{ name: string; value: string }[]>('/common/config');
    expect(config.body.data).toEqual(
      expect.arrayContaining([{ name: 'demo_account', value: '0900000001' }]),
    );
  });

  it('serves the about, privacy and agreement pages in three languages', async () => {
    for (const name of ['about', 'privacy', 'protocol']) {
      const titles = new Set<string>();
      for (const lang of ['jp', 'cn', 'us']) {
        const res = await k.post<{ title: string; body: string }>('/common/page', { name, lang });
        expect(res.body.status).toBe(1);
        expect(res.body.data.body.length).toBeGreaterThan(100);
        titles.add(res.body.data.title);
      }
      expect(titles.size).toBe(3);
    }
    expect((await k.post('/common/page', { name: 'secret' })).body.msg).toBe('not_found');
  });
});
