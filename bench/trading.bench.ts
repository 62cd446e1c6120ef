/**
 * Trading benchmark (issue 5), in one run next to its baselines:
 *  - hello-world Fastify route (the HTTP ceiling here) and raw better-sqlite3 / pg transaction
 *    loops doing the same kind of writes as an order (the storage ceiling);
 *  - order placement over HTTP on SQLite and on PostgreSQL: throughput, and p50/p99 at 500/s;
 *  - mark-to-market of 100,000 open positions on one tick.
 * Targets: ≥ 3,000 orders/s on SQLite, p99 < 25 ms at 500 orders/s, 100k positions < 50 ms; on
 * PostgreSQL (issue 19) ≥ 2× the raw pg loop's tx/s and p99 < 10 ms at 500 orders/s.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { PositionBook } from '../apps/server/src/modules/positions/book.ts';
import { INSTRUMENTS } from '../apps/server/src/modules/market/instruments.ts';
import { ROOT, cpuSeconds, fmt, freePort, startKabutoServer, summarise } from './lib.ts';
import { closedLoop, openLoop } from './load.ts';
import { readyTraders } from './traders.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = 32;
/** Orders come from this many customers in turn, as they would on a real day. */
const TRADERS = 64;
const PG_ADMIN = process.env.BENCH_PG_ADMIN ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function helloBaseline() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/hello-server.ts')],
    {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve) => child.stdout!.once('data', resolve));
  await closedLoop({ port, path: '/hello' }, CONCURRENCY, 1);
  const result = await closedLoop({ port, path: '/hello' }, CONCURRENCY, SECONDS / 2);
  child.kill();
  return result;
}

/** Raw better-sqlite3: per transaction an order insert, a balance update and a position insert. */
function sqliteBaseline() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabuto-raw-'));
  const db = new SQLite(path.join(dir, 'raw.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(
    'CREATE TABLE b (id INTEGER PRIMARY KEY, v INTEGER); CREATE TABLE o (id INTEGER PRIMARY KEY, c TEXT, q INTEGER); CREATE TABLE p (id INTEGER PRIMARY KEY, o INTEGER, q INTEGER); INSERT INTO b VALUES (1, 0);',
  );
  const insO = db.prepare('INSERT INTO o (c, q) VALUES (?, ?)');
  const upd = db.prepare('UPDATE b SET v = v + ? WHERE id = 1');
  const insP = db.prepare('INSERT INTO p (o, q) VALUES (?, ?)');
  const tx = db.transaction(() => {
    const o = insO.run('7203', 1);
    upd.run(-1);
    insP.run(o.lastInsertRowid, 1);
  });
  const end = performance.now() + 2000;
  let n = 0;
  while (performance.now() < end) {
    tx();
    n += 1;
  }
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return n / 2;
}

async function pgBaseline(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query(
    'CREATE TABLE IF NOT EXISTS rb (id int PRIMARY KEY, v bigint); CREATE TABLE IF NOT EXISTS ro (id bigserial PRIMARY KEY, c text, q int); CREATE TABLE IF NOT EXISTS rp (id bigserial PRIMARY KEY, o bigint, q int); INSERT INTO rb VALUES (1, 0) ON CONFLICT DO NOTHING',
  );
  let n = 0;
  const end = performance.now() + 3000;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (performance.now() < end) {
        const c = await pool.connect();
        try {
          await c.query('BEGIN');
          const o = await c.query<{ id: string }>(
            'INSERT INTO ro (c, q) VALUES ($1, $2) RETURNING id',
            ['7203', 1],
          );
          await c.query('UPDATE rb SET v = v + $1 WHERE id = 1', [-1]);
          await c.query('INSERT INTO rp (o, q) VALUES ($1, $2)', [o.rows[0]!.id, 1]);
          await c.query('COMMIT');
          n += 1;
        } finally {
          c.release();
        }
      }
    }),
  );
  await pool.end();
  return n / 3;
}

async function orders(env: Record<string, string>) {
  const server = await startKabutoServer({
    MARKET_PRACTICE: '1',
    DEMO: '1',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  try {
    const traders = await readyTraders(server.port, TRADERS);
    const target = (tag: string) => ({
      port: server.port,
      path: '/api/vue/trade/buy',
      headers: (seq: number) => traders[seq % traders.length]!.headers,
      body: (seq: number) =>
        `code=8306&num=1&direction=long&leverage=5&price_type=market&nonce=${tag}-${seq}`,
    });
    await closedLoop(target('warm'), CONCURRENCY, 1);
    const cpuBefore = cpuSeconds(server.child);
    const throughput = await closedLoop(target('tp'), CONCURRENCY, SECONDS / 2);
    // The server process's own CPU per order at full load (the database's is not counted).
    const cpuPerOrder_us =
      ((cpuSeconds(server.child) - cpuBefore) * 1e6) / (throughput.perSecond * (SECONDS / 2));
    const paced = await openLoop(target('rate'), 500, SECONDS);
    return { throughput, paced, cpuPerOrder_us };
  } finally {
    await server.stop();
  }
}

export function markToMarket() {
  const book = new PositionBook();
  const codes = INSTRUMENTS.map((i) => i.code);
  const currency = { JP: 'JPY', US: 'USD', CN: 'CNY' } as const;
  for (let i = 0; i < 100_000; i += 1) {
    const inst = INSTRUMENTS[i % INSTRUMENTS.length]!;
    book.add({
      id: i + 1,
      customer_id: (i % 5_000) + 1,
      currency: currency[inst.market],
      code: inst.code,
      direction: i % 3 === 0 ? 'short' : 'long',
      quantity: 100 + (i % 900),
      buy_price_e4: Math.round(inst.reference_price * 10_000),
      margin: 1_000_000,
    });
  }
  const prices = new Map(
    INSTRUMENTS.map((inst) => [inst.code, Math.round(inst.reference_price * 10_100)]),
  );
  const samples: number[] = [];
  let accounts = 0;
  for (let run = 0; run < 30; run += 1) {
    const t0 = performance.now();
    accounts = book.revalue((code) => prices.get(code)).size;
    samples.push(performance.now() - t0);
  }
  // Baseline: the same arithmetic over plain typed arrays, no grouping.
  const entry = new Float64Array(100_000).map((_, i) => 10_000 + i);
  const qty = new Float64Array(100_000).fill(100);
  const base: number[] = [];
  for (let run = 0; run < 30; run += 1) {
    const t0 = performance.now();
    let total = 0;
    for (let i = 0; i < entry.length; i += 1) total += ((10_100 - entry[i]!) * qty[i]!) / 10_000;
    base.push(performance.now() - t0 + total * 0);
  }
  return {
    ours: summarise(samples.slice(5)),
    base: summarise(base.slice(5)),
    codes: codes.length,
    accounts,
  };
}

export async function tradingBench(): Promise<string[]> {
  // First, while nothing else has run: the database servers' background work after the order
  // runs (vacuum, checkpoints) would otherwise share the CPU with it.
  const mtm = markToMarket();
  const hello = await helloBaseline();
  const rawSqlite = sqliteBaseline();
  const pgDb = `kabuto_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pgDb}`);
  const pgUrl = PG_ADMIN.replace(/\/[^/]*$/, `/${pgDb}`);
  try {
    const rawPg = await pgBaseline(pgUrl);
    const sqlite = await orders({});
    const postgres = await orders({ DATABASE_URL: pgUrl });
    const row = (
      name: string,
      r: {
        throughput: Awaited<ReturnType<typeof closedLoop>>;
        paced: Awaited<ReturnType<typeof openLoop>>;
        cpuPerOrder_us: number;
      },
    ) =>
      `  ${name.padEnd(10)} ${fmt(r.throughput.perSecond, 0)} orders/s (p50 ${fmt(r.throughput.p50)} ms, p99 ${fmt(r.throughput.p99)} ms, ${r.throughput.errors} refused; server CPU ${fmt(r.cpuPerOrder_us, 0)} µs/order); at 500/s p50 ${fmt(r.paced.p50)} ms p99 ${fmt(r.paced.p99)} ms (${r.paced.errors} refused)`;
    return [
      `trading: order placement over HTTP (${CONCURRENCY} connections, ${SECONDS / 2} s closed loop; ${SECONDS} s at 500/s)`,
      `  baseline hello-world Fastify route ${fmt(hello.perSecond, 0)} req/s (p99 ${fmt(hello.p99)} ms)`,
      `  baseline raw better-sqlite3 order-like transactions ${fmt(rawSqlite, 0)} tx/s; raw pg (10 connections) ${fmt(rawPg, 0)} tx/s`,
      row('SQLite', sqlite),
      row('PostgreSQL', postgres),
      `  ratios: SQLite orders / hello route ×${fmt(sqlite.throughput.perSecond / hello.perSecond, 3)}; PostgreSQL orders / raw pg tx ×${fmt(postgres.throughput.perSecond / rawPg, 3)}`,
      `  targets: ≥ 3,000 orders/s on SQLite: ${sqlite.throughput.perSecond >= 3000 ? 'met' : 'MISSED'}; p99 < 25 ms at 500/s on SQLite: ${sqlite.paced.p99 < 25 ? 'met' : 'MISSED'}; PostgreSQL ≥ 2× raw pg tx/s: ${postgres.throughput.perSecond >= 2 * rawPg ? 'met' : 'MISSED'}, p99 < 10 ms at 500/s: ${postgres.paced.p99 < 10 ? 'met' : 'MISSED'}`,
      `mark-to-market: 100,000 positions over ${mtm.codes} symbols (${mtm.accounts} accounts) p50 ${fmt(mtm.ours.p50, 2)} ms p99 ${fmt(mtm.ours.p99, 2)} ms; typed-array loop baseline p50 ${fmt(mtm.base.p50, 2)} ms (×${fmt(mtm.ours.p50 / mtm.base.p50, 1)})   target < 50 ms: ${mtm.ours.p99 < 50 ? 'met' : 'MISSED'}`,
    ];
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${pgDb} WITH (FORCE)`);
    await admin.end();
  }
}
