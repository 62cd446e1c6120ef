/**
 * Market-data benchmark (issue 3). In one run:
 *  1. baseline: a bare `ws` broadcast of same-sized messages to the same clients;
 *  2. Kabuto: every instrument ticking once a second to N WebSocket clients × 20 symbols —
 *     tick-to-client latency p50/p99, server CPU and memory;
 *  3. kline p99 for five years of daily bars, next to a trivial route of the same server.
 * Targets: tick-to-client p99 < 100 ms, kline p99 < 20 ms, server memory < 500 MB.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import WebSocket from 'ws';
import { ROOT, cpuSeconds, fmt, freePort, rssMb, startKabutoServer, summarise } from './lib.ts';

const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 2000);
const CODES_PER_CLIENT = 20;
const MEASURE_S = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP_S = 3;

async function codesOf(port: number): Promise<string[]> {
  const codes: string[] = [];
  for (const type of ['jpy', 'usd', 'cny']) {
    const res = await fetch(`http://127.0.0.1:${port}/api/vue/market/stocks`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `type=${type}&size=300`,
    });
    const body = (await res.json()) as { data: { items: { code: string }[] } };
    codes.push(...body.data.items.map((i) => i.code));
  }
  return codes;
}

async function runClients(
  url: string,
  codes: string[],
  subscribe: (ws: WebSocket, codes: string[]) => void,
) {
  const latencies: number[] = [];
  let measuring = false;
  const sockets: WebSocket[] = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const ws = new WebSocket(url);
    const mine = Array.from(
      { length: CODES_PER_CLIENT },
      (_, j) => codes[(i * 7 + j * 13) % codes.length]!,
    );
    ws.on('message', (raw: Buffer) => {
      if (!measuring) return;
      const text = raw.toString();
      const at = /"at":"([^"]+)"/.exec(text)?.[1];
      if (at && text.startsWith('{"type":"ticks"')) latencies.push(Date.now() - Date.parse(at));
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    subscribe(ws, mine);
    sockets.push(ws);
  }
  await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
  measuring = true;
  return {
    async finish(onMeasure: () => void) {
      onMeasure();
      await new Promise((r) => setTimeout(r, MEASURE_S * 1000));
      measuring = false;
      for (const ws of sockets) ws.terminate();
      return latencies;
    },
  };
}

async function baseline(codes: string[]) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/ws-baseline-server.ts')],
    {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve) => child.stdout!.once('data', resolve));
  const run = await runClients(`ws://127.0.0.1:${port}`, codes, (ws, mine) =>
    ws.send(JSON.stringify({ codes: mine })),
  );
  let cpu0 = 0;
  const latencies = await run.finish(() => (cpu0 = cpuSeconds(child)));
  const cpu = (cpuSeconds(child) - cpu0) / MEASURE_S;
  const rss = rssMb(child);
  child.kill();
  return { ...summarise(latencies), cpu, rss };
}

async function kabuto(codes: string[], server: Awaited<ReturnType<typeof startKabutoServer>>) {
  const run = await runClients(`ws://127.0.0.1:${server.port}/api/ws/quotes`, codes, (ws, mine) =>
    ws.send(JSON.stringify({ op: 'subscribe', codes: mine })),
  );
  let cpu0 = 0;
  const latencies = await run.finish(() => (cpu0 = cpuSeconds(server.child)));
  const cpu = (cpuSeconds(server.child) - cpu0) / MEASURE_S;
  return { ...summarise(latencies), cpu, rss: rssMb(server.child) };
}

async function timeRequests(port: number, body: string, path_: string, n: number) {
  const samples: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}${path_}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    await res.arrayBuffer();
    samples.push(performance.now() - t0);
  }
  return summarise(samples);
}

export async function marketBench(): Promise<string[]> {
  const server = await startKabutoServer({ MARKET_PRACTICE: '1' });
  try {
    const codes = await codesOf(server.port);
    // Request latency first, on a quiet client, then the WebSocket load.
    const klineBody = 'code=7203&period=day&adjust=forward&size=1260';
    await timeRequests(server.port, klineBody, '/api/vue/market/kline', 50);
    await timeRequests(server.port, '', '/api/vue/market/source', 50);
    const trivial = await timeRequests(server.port, '', '/api/vue/market/source', 1000);
    const kline = await timeRequests(server.port, klineBody, '/api/vue/market/kline', 1000);
    const base = await baseline(codes);
    const ours = await kabuto(codes, server);
    const rss = rssMb(server.child);
    const lines = [
      `market data: ${codes.length} instruments ticking 1/s, ${CLIENTS} WebSocket clients × ${CODES_PER_CLIENT} symbols, ${MEASURE_S} s`,
      `  baseline ws broadcast  p50 ${fmt(base.p50)} ms  p99 ${fmt(base.p99)} ms  cpu ${fmt(base.cpu * 100)}%  rss ${fmt(base.rss, 0)} MB  (${base.n} messages)`,
      `  kabuto quote hub       p50 ${fmt(ours.p50)} ms  p99 ${fmt(ours.p99)} ms  cpu ${fmt(ours.cpu * 100)}%  rss ${fmt(ours.rss, 0)} MB  (${ours.n} messages)`,
      `  ratio kabuto/baseline  p99 ×${fmt(ours.p99 / base.p99, 2)}  cpu ×${fmt(ours.cpu / base.cpu, 2)}   target p99 < 100 ms: ${ours.p99 < 100 ? 'met' : 'MISSED'}`,
      `  kline 5y daily (1260 bars)  p50 ${fmt(kline.p50, 2)} ms  p99 ${fmt(kline.p99, 2)} ms; trivial route p99 ${fmt(trivial.p99, 2)} ms; ratio ×${fmt(kline.p99 / trivial.p99, 2)}   target p99 < 20 ms: ${kline.p99 < 20 ? 'met' : 'MISSED'}`,
      `  server memory ${fmt(rss, 0)} MB   target < 500 MB: ${rss < 500 ? 'met' : 'MISSED'}`,
    ];
    return lines;
  } finally {
    await server.stop();
  }
}
