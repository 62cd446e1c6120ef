/**
 * Several nodes (issue 19): order placement through one api node, then through two, in one run on
 * one PostgreSQL database, with one engine node and NATS between them. The load (the same number
 * of connections both times) is split evenly between the api nodes in the second phase. CPU per
 * order counts every Kabuto process (api nodes and engine), so the figure carries to machines with
 * more cores than this one. Target: two api nodes ≥ 1.6× one.
 */
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { cpuSeconds, fmt, startKabutoServer } from './lib.ts';
import type { Target } from './load.ts';
import { closedLoop } from './load.ts';
import { readyTraders } from './traders.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = 32;
const TRADERS = 64;
const PG_ADMIN = process.env.BENCH_PG_ADMIN ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

type Server = Awaited<ReturnType<typeof startKabutoServer>>;

/** Orders/s through `ports` at once (the connections split between them), and CPU per order. */
async function phase(
  ports: readonly number[],
  headers: (seq: number) => Record<string, string>,
  processes: readonly ChildProcess[],
  tag: string,
) {
  const target = (port: number, i: number): Target => ({
    port,
    path: '/api/vue/trade/buy',
    headers,
    body: (seq) =>
      `code=8306&num=1&direction=long&leverage=5&price_type=market&nonce=${tag}-${i}-${seq}`,
  });
  const share = CONCURRENCY / ports.length;
  await Promise.all(ports.map((port, i) => closedLoop(target(port, i), share, 1)));
  const cpuBefore = processes.map(cpuSeconds);
  const results = await Promise.all(
    ports.map((port, i) => closedLoop(target(port, 10 + i), share, SECONDS / 2)),
  );
  const cpu = processes.reduce((sum, p, i) => sum + cpuSeconds(p) - cpuBefore[i]!, 0);
  const perSecond = results.reduce((sum, r) => sum + r.perSecond, 0);
  const errors = results.reduce((sum, r) => sum + r.errors, 0);
  const p99 = Math.max(...results.map((r) => r.p99));
  return { perSecond, errors, p99, cpuPerOrder_ms: (cpu * 1000) / (perSecond * (SECONDS / 2)) };
}

export async function nodesBench(): Promise<string[]> {
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  const pgDb = `kabuto_bench_nodes_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${pgDb}`);
  const servers: Server[] = [];
  try {
    const env = {
      DATABASE_URL: PG_ADMIN.replace(/\/[^/]*$/, `/${pgDb}`),
      NATS_URL,
      MARKET_PRACTICE: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    };
    // The engine migrates and seeds the demo (its staff approve the traders), then the api nodes.
    servers.push(await startKabutoServer({ ...env, DEMO: '1', KABUTO_ROLE: 'engine' }));
    const a = await startKabutoServer({ ...env, KABUTO_ROLE: 'api' });
    servers.push(a);
    const b = await startKabutoServer({ ...env, KABUTO_ROLE: 'api' });
    servers.push(b);
    const traders = await readyTraders(a.port, TRADERS);
    // Orders commit money: each session is unlocked with the fund password, as the app does.
    for (const t of traders) {
      const unlocked = await fetch(`http://127.0.0.1:${a.port}/api/vue/user/unlock`, {
        method: 'POST',
        headers: { ...t.headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'fund_password=123456',
      });
      const answer = (await unlocked.json()) as { status: number; msg: string };
      if (answer.status !== 1) throw new Error(`unlock: ${answer.msg}`);
    }
    const headers = (seq: number) => traders[seq % traders.length]!.headers;
    const all = servers.map((s) => s.child);
    const one = await phase([a.port], headers, all, 'one');
    const two = await phase([a.port, b.port], headers, all, 'two');
    const row = (name: string, r: typeof one) =>
      `  ${name.padEnd(14)} ${fmt(r.perSecond, 0)} orders/s (p99 ${fmt(r.p99)} ms, ${r.errors} refused), CPU ${fmt(r.cpuPerOrder_ms, 2)} ms per order (api and engine nodes)`;
    const ratio = two.perSecond / one.perSecond;
    return [
      `nodes: order placement on PostgreSQL with NATS and one engine node (${CONCURRENCY} connections, ${SECONDS / 2} s closed loop each)`,
      row('one api node', one),
      row('two api nodes', two),
      `  two / one ×${fmt(ratio, 2)}   target ≥ 1.6×: ${ratio >= 1.6 ? 'met' : 'MISSED'}`,
    ];
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${pgDb} WITH (FORCE)`);
    await admin.end();
  }
}
