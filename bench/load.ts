/** A small HTTP load generator: closed loop for throughput, open loop at a fixed rate for latency. */
import http from 'node:http';
import { summarise } from './lib.ts';

export interface Target {
  port: number;
  path: string;
  method?: 'GET' | 'POST';
  /** Fixed headers, or headers per request (for instance, a different customer each time). */
  headers?: Record<string, string> | ((seq: number) => Record<string, string>);
  /** A body per request (form-encoded); called with the request's sequence number. */
  body?: (seq: number) => string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function send(target: Target, seq: number): Promise<{ ms: number; ok: boolean }> {
  const body = target.body?.(seq);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.path,
        method: target.method ?? 'POST',
        agent,
        headers: {
          ...(body !== undefined
            ? {
                'content-type': 'application/x-www-form-urlencoded',
                'content-length': Buffer.byteLength(body),
              }
            : {}),
          ...(typeof target.headers === 'function' ? target.headers(seq) : target.headers),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          const ok =
            res.statusCode === 200 &&
            (!text.startsWith('{"status"') || text.startsWith('{"status":1'));
          resolve({ ms: performance.now() - started, ok });
        });
      },
    );
    req.on('error', () => resolve({ ms: performance.now() - started, ok: false }));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** `concurrency` workers sending back to back for `seconds`: throughput and latency. */
export async function closedLoop(target: Target, concurrency: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  let seq = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const r = await send(target, seq++);
        latencies.push(r.ms);
        if (!r.ok) errors += 1;
      }
    }),
  );
  return { ...summarise(latencies), perSecond: latencies.length / seconds, errors };
}

/** `rate` requests a second for `seconds`, each timed from when it was due to be sent. */
export async function openLoop(target: Target, rate: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const total = rate * seconds;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      send(target, i).then((r) => {
        latencies.push(performance.now() - due);
        if (!r.ok) errors += 1;
      }),
    );
  }
  await Promise.all(pending);
  return { ...summarise(latencies), perSecond: total / seconds, errors };
}
