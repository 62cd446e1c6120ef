/**
 * Goal: a command the server acknowledged survives the server being killed (SIGKILL, no
 * shutdown hook) in the middle of a stream of commands, and the ledger's invariant holds after
 * every restart. The real server runs as a child process on the test's database (a SQLite file,
 * or a fresh PostgreSQL schema), several clients send orders, quick recharges, withdrawals and
 * their approvals over HTTP, the server is killed twice and restarted on the same database, and
 * every acknowledged answer is then found in the database as it was answered.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestKabuto } from './test/kabuto.ts';
import { TEST_DATABASE_URL, TEST_FUND_PASSWORD, startTestKabuto } from './test/kabuto.ts';
import { TEST_STAFF_PASSWORD, signInStaff, takeRecoveryCode } from './test/staff-auth.ts';
import { customerIdOf, fund, makeReady } from './test/funding.ts';
import type { ServerProcess } from './test/server-process.ts';
import { startServerProcess } from './test/server-process.ts';
import { checkLedger } from './modules/ledger/invariant.ts';
import { createStaff } from './modules/staff/service.ts';

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}
interface AckedOrder {
  id: number;
  order_no: string;
  code: string;
  direction: string;
  price_type: string;
  price: string | null;
  num: number;
  leverage: number;
  status: string;
  fill_price: string | null;
  position_id: number | null;
  created_at: string;
}
interface Customer {
  account: string;
  id: number;
  headers: Record<string, string>;
  cardId: number;
}

const STAFF = { username: 'crash-staff', password: TEST_STAFF_PASSWORD };
const CODES = ['7203', '8306', '6758'];
const card = {
  name: 'YAMADA TARO',
  card: '7654321',
  card_type: 'ordinary',
  bank: 'Kabuto Bank',
  branch: 'Shibuya',
  branch_code: '123',
};

/** Everything the server acknowledged, and what was sent without an answer. */
const acked = {
  orders: [] as AckedOrder[],
  recharges: [] as { id: number; customerId: number; money: string }[],
  withdrawals: [] as { id: number; customerId: number; money: string }[],
  approved: new Set<number>(),
};
let unanswered = 0;

let k: TestKabuto;
let env: Record<string, string>;
const traders: Customer[] = [];
const withdrawers: Customer[] = [];

beforeAll(async () => {
  k = await startTestKabuto();
  await createStaff(k.ctx.db, k.ctx.clock, k.ctx.config.passwordHashing, {
    ...STAFF,
    roles: ['admin'],
  });
  // Two-factor set up once here; each server process is then signed in with a recovery code.
  await signInStaff(k, STAFF.username);
  for (const list of [traders, withdrawers]) {
    for (let i = 0; i < 3; i += 1) {
      const signed = await k.signUp();
      const id = await customerIdOf(k, signed.account);
      await makeReady(k, id);
      await fund(k, id, 'JPY', 1_000_000_000);
      const bank = await k.post<{ id: number }>('/user/bankadd', card, signed.headers);
      list.push({ ...signed, id, cardId: bank.body.data.id });
    }
  }
  env = {
    DATA_DIR: k.ctx.config.dataDir,
    DEMO: 'off',
    MARKET_PRACTICE: '1',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  };
  if (TEST_DATABASE_URL) {
    const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(k.ctx.db);
    const url = new URL(TEST_DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${rows[0]!.s}`);
    env.DATABASE_URL = url.toString();
  }
});
afterAll(() => k?.close());

async function call<T>(
  server: ServerProcess,
  url: string,
  init: { body?: Record<string, string>; headers?: Record<string, string>; json?: boolean },
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { ...init.headers };
  let body: string | undefined;
  if (init.body && init.json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  } else if (init.body) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.body).toString();
  }
  const res = await fetch(server.base + url, { method: body ? 'POST' : 'GET', headers, body });
  return (await res.json()) as Envelope<T>;
}

let nonceCounter = 0;
const nonce = () => `crash-${(nonceCounter += 1)}`;

/** One client: orders on one trader's account until the server goes away. */
async function orderClient(server: ServerProcess, t: Customer, alive: () => boolean) {
  for (let i = 0; alive(); i += 1) {
    const body = {
      code: CODES[i % CODES.length]!,
      num: String(100 * (1 + (i % 3))),
      leverage: '1',
      direction: i % 4 === 3 ? 'short' : 'long',
      nonce: nonce(),
    };
    try {
      const res = await call<AckedOrder>(server, '/api/vue/trade/buy', {
        body,
        headers: t.headers,
      });
      if (res.status === 1) acked.orders.push(res.data);
    } catch {
      unanswered += 1;
      return;
    }
  }
}

/** One client: quick recharges, withdrawals and staff approvals until the server goes away. */
async function fundsClient(
  server: ServerProcess,
  c: Customer,
  staff: string,
  alive: () => boolean,
) {
  for (let i = 0; alive(); i += 1) {
    try {
      const money = String(1000 + ((i * 37) % 5000));
      const recharge = await call<{ id: number }>(server, '/api/vue/user/recharge', {
        body: { type: 'jpy', money, nonce: nonce() },
        headers: c.headers,
      });
      if (recharge.status === 1) {
        acked.recharges.push({ id: recharge.data.id, customerId: c.id, money });
      }
      const withdrawal = await call<{ id: number }>(server, '/api/vue/user/withdraw', {
        body: {
          type: 'jpy',
          money,
          bank_id: String(c.cardId),
          fund_password: '123456',
          nonce: nonce(),
        },
        headers: c.headers,
      });
      if (withdrawal.status !== 1) continue;
      acked.withdrawals.push({ id: withdrawal.data.id, customerId: c.id, money });
      const auth = { authorization: `Bearer ${staff}` };
      const queue = await call<{ items: { id: number; account: string }[] }>(
        server,
        '/api/admin/reviews?kind=withdrawal&status=pending',
        { headers: auth },
      );
      const item = queue.data.items.find((x) => x.account === c.account);
      if (!item) continue;
      const approval = await call(server, `/api/admin/reviews/withdrawal/${item.id}/approve`, {
        body: {},
        json: true,
        headers: auth,
      });
      if (approval.status === 1) acked.approved.add(withdrawal.data.id);
    } catch {
      unanswered += 1;
      return;
    }
  }
}

async function signIn(server: ServerProcess): Promise<string> {
  for (const c of [...traders, ...withdrawers]) {
    const res = await call<{ token: string }>(server, '/api/vue/user/login', {
      body: { account: c.account, password: 'secret12' },
    });
    c.headers = { account: c.account, token: res.data.token };
    // Orders are confirmations: the new session enters the fund password once, as the app does.
    const unlock = await call(server, '/api/vue/user/unlock', {
      body: { fund_password: TEST_FUND_PASSWORD },
      headers: c.headers,
    });
    expect(unlock.status).toBe(1);
  }
  const staff = await call<{ token: string }>(server, '/api/admin/login', {
    body: { ...STAFF, otp: takeRecoveryCode(k.ctx, STAFF.username) },
    json: true,
  });
  return staff.data.token;
}

/** Runs the clients, kills the server once `ackTarget` more commands were acknowledged. */
async function loadAndKill(server: ServerProcess, staff: string, ackTarget: number) {
  const count = () => acked.orders.length + acked.recharges.length + acked.withdrawals.length;
  const start = count();
  let alive = true;
  const clients = [
    ...traders.map((t) => orderClient(server, t, () => alive)),
    ...withdrawers.map((c) => fundsClient(server, c, staff, () => alive)),
  ];
  const deadline = Date.now() + 15_000;
  while (count() - start < ackTarget && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
  }
  await server.kill();
  await Promise.all(clients);
  alive = false;
  return count() - start;
}

async function ledgerProblems(server: ServerProcess, staff: string): Promise<string[]> {
  const check = await call<{ problems: string[] }>(server, '/api/admin/ledger/check', {
    headers: { authorization: `Bearer ${staff}` },
  });
  return check.data.problems;
}

describe('a server killed in the middle of a stream of commands', () => {
  it('keeps every acknowledged order, recharge, withdrawal and approval across two SIGKILLs', async () => {
    const started = Date.now();
    let server = await startServerProcess(env);
    let staff = await signIn(server);
    const perRound: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      perRound.push(await loadAndKill(server, staff, 150));
      server = await startServerProcess(env);
      staff = await signIn(server);
      expect(await ledgerProblems(server, staff)).toEqual([]);
    }
    await server.stop();

    const lost: string[] = [];
    const db = k.ctx.db;
    const orders = new Map(
      (await db.selectFrom('orders').selectAll().execute()).map((o) => [o.id, o]),
    );
    for (const a of acked.orders) {
      const row = orders.get(a.id);
      const same =
        row &&
        row.code === a.code &&
        row.direction === a.direction &&
        row.price_type === a.price_type &&
        row.quantity === a.num &&
        row.leverage === a.leverage &&
        row.position_id === a.position_id &&
        (a.status !== 'filled' || row.status === 'filled');
      if (!same) lost.push(`order ${a.id}: ${JSON.stringify(row)} vs ${JSON.stringify(a)}`);
    }
    const recharges = new Map(
      (await db.selectFrom('recharges').selectAll().execute()).map((r) => [r.id, r]),
    );
    for (const a of acked.recharges) {
      const row = recharges.get(a.id);
      if (
        !row ||
        row.customer_id !== a.customerId ||
        row.amount !== Number(a.money) ||
        !row.transfer_id
      )
        lost.push(`recharge ${a.id}`);
    }
    const withdrawals = new Map(
      (await db.selectFrom('withdrawals').selectAll().execute()).map((w) => [w.id, w]),
    );
    for (const a of acked.withdrawals) {
      const row = withdrawals.get(a.id);
      if (!row || row.customer_id !== a.customerId || row.amount !== Number(a.money))
        lost.push(`withdrawal ${a.id}`);
      else if (acked.approved.has(a.id) && row.status !== 1) lost.push(`approval of ${a.id}`);
    }
    const check = await checkLedger(db);
    console.log(
      `crash test (${TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}): acknowledged per round ` +
        `${perRound.join(' + ')} (orders ${acked.orders.length}, recharges ` +
        `${acked.recharges.length}, withdrawals ${acked.withdrawals.length}, approvals ` +
        `${acked.approved.size}), cut off unanswered ${unanswered}, lost ${lost.length}, ` +
        `${Date.now() - started} ms`,
    );
    expect(lost).toEqual([]);
    expect(check.problems).toEqual([]);
    expect(acked.orders.length).toBeGreaterThan(0);
    expect(acked.withdrawals.length).toBeGreaterThan(0);
    expect(unanswered).toBeGreaterThan(0);
  }, 60_000);
});
