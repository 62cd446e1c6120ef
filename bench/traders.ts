/**
 * Customers ready to trade, made the way real ones are: registration, sign-in, identity
 * verification approved by staff, a fund password and a quick recharge, all over HTTP.
 */
import { totpCodeAt } from '../apps/server/src/lib/totp.ts';
import { DEMO_STAFF } from '../apps/server/src/modules/demo/service.ts';
import { encodePng } from '../apps/server/src/lib/png.ts';

interface Envelope<T = Record<string, unknown>> {
  status: number;
  msg: string;
  data: T;
}

const PHOTO = encodePng(2, 2, () => [120, 120, 120]);

async function call<T>(
  port: number,
  url: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: URLSearchParams | FormData | string;
  },
): Promise<Envelope<T>> {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, { method: 'POST', ...init });
  const body = (await res.json()) as Envelope<T>;
  return body;
}

function form(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(fields);
}

function expectOk<T>(what: string, answer: Envelope<T>): T {
  if (answer.status !== 1) throw new Error(`${what}: ${answer.msg}`);
  return answer.data;
}

export interface Trader {
  account: string;
  headers: Record<string, string>;
}

/** `count` verified customers, each with `fundings` × 500,000 JPY of cash. */
export async function readyTraders(port: number, count: number, fundings = 2): Promise<Trader[]> {
  const staff = expectOk(
    'staff sign-in',
    await call<{ token: string }>(port, '/api/admin/login', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: DEMO_STAFF.username,
        password: DEMO_STAFF.password,
        otp: await totpCodeAt(DEMO_STAFF.totpSecret, new Date()),
      }),
    }),
  );
  const staffHeaders = { authorization: `Bearer ${staff.token}` };
  const traders: Trader[] = [];
  for (let i = 0; i < count; i += 1) {
    const account = `091${String(i).padStart(7, '0')}`;
    const password = 'bench1234';
    expectOk(
      'register',
      await call(port, '/api/vue/user/register', {
        body: form({ account, password, repassword: password, agree: '1' }),
      }),
    );
    const login = expectOk(
      'sign-in',
      await call<{ token: string }>(port, '/api/vue/user/login', {
        body: form({ account, password }),
      }),
    );
    const headers = { token: login.token, account };
    const kyc = new FormData();
    kyc.set('name', `Bench Trader ${i}`);
    kyc.set('id_type', 'passport');
    kyc.set('idcard', `TB${String(i).padStart(7, '0')}`);
    kyc.set('agree', '1');
    for (const side of ['front', 'back'])
      kyc.set(side, new Blob([PHOTO], { type: 'image/png' }), `${side}.png`);
    expectOk('verification', await call(port, '/api/vue/user/verified', { headers, body: kyc }));
    expectOk(
      'fund password',
      await call(port, '/api/vue/user/fundpassword', {
        headers,
        body: form({ password: '123456', repassword: '123456' }),
      }),
    );
    // Orders and recharges ask for the fund password once per sign-in (the unlock).
    expectOk(
      'unlock',
      await call(port, '/api/vue/user/unlock', {
        headers,
        body: form({ fund_password: '123456' }),
      }),
    );
    traders.push({ account, headers });
  }
  const queue = expectOk(
    'review queue',
    await call<{ items: { id: number; account: string }[] }>(
      port,
      '/api/admin/reviews?kind=kyc&status=pending',
      { method: 'GET', headers: staffHeaders },
    ),
  );
  const mine = new Set(traders.map((t) => t.account));
  for (const item of queue.items.filter((i) => mine.has(i.account)))
    expectOk(
      'approval',
      await call(port, `/api/admin/reviews/kyc/${item.id}/approve`, {
        headers: { ...staffHeaders, 'content-type': 'application/json' },
        body: '{}',
      }),
    );
  for (const t of traders)
    for (let f = 0; f < fundings; f += 1)
      expectOk(
        'recharge',
        await call(port, '/api/vue/user/recharge', {
          headers: t.headers,
          body: form({ type: 'jpy', money: '500000', nonce: `bench-fund-${t.account}-${f}` }),
        }),
      );
  return traders;
}
