import { randomBytes } from 'node:crypto';
import type { NatsConnection } from 'nats';
import { connect, JSONCodec } from 'nats';

/**
 * Events between the nodes of one Kabuto (API.md "Running several nodes"): what one node changed
 * that another keeps in memory. Without `NATS_URL` the bus stays in the process (one node, role
 * `all`); with it every node publishes and subscribes through NATS. A message names the node it
 * came from, so a node skips what it already applied itself.
 */
export type BusSubject =
  /** A position opened, resized or closed: `{ id }`; the engine's book reads it again. */
  | 'positions'
  /** A resting stop placed or ended: `{ id }` (an order); exits set on a position: `{ position }`. */
  | 'triggers'
  /** A price alert set or removed: `{ id }`. */
  | 'alerts'
  /** A fired price alert for a customer's live socket: `{ customerId, alert }`. */
  | 'alert-fired'
  /** A cache of rows changed (sessions, settings): `{ cache }`; every node forgets it. */
  | 'caches'
  /** The market feed's ticks, published once by the engine: `{ ticks, sent }`. */
  | 'ticks'
  /** The practice session started or ended: `{ on }`; every node's market follows. */
  | 'practice';

export type BusHandler = (data: unknown, origin: string) => void;

export interface Bus {
  /** This node's name on the bus. */
  readonly origin: string;
  /** True when messages leave the process (NATS). */
  readonly remote: boolean;
  publish(subject: BusSubject, data: unknown): void;
  subscribe(subject: BusSubject, handler: BusHandler): () => void;
  /**
   * Resolves once what was published so far that others must see at once (`caches`, `practice`) has reached
   * NATS, which forwards it to the other nodes before answering: a request that changed it is
   * answered only then (an `onSend` hook), so the next request, on any node, meets the change.
   */
  settled(): Promise<void>;
  /** 'ok', 'failed' (NATS does not answer), or 'off' (in-process). */
  check(): Promise<'ok' | 'failed' | 'off'>;
  /** Sends what is buffered and closes (graceful shutdown). */
  close(): Promise<void>;
}

interface Envelope {
  o: string;
  d: unknown;
}

function nodeName(): string {
  return `node-${process.pid}-${randomBytes(3).toString('hex')}`;
}

/** The bus of a single process: handlers are called at once, in order. */
export function inProcessBus(): Bus {
  const origin = nodeName();
  const handlers = new Map<BusSubject, Set<BusHandler>>();
  return {
    origin,
    remote: false,
    publish(subject, data) {
      for (const handler of handlers.get(subject) ?? []) handler(data, origin);
    },
    subscribe(subject, handler) {
      const set = handlers.get(subject) ?? new Set<BusHandler>();
      handlers.set(subject, set);
      set.add(handler);
      return () => set.delete(handler);
    },
    settled: async () => undefined,
    check: async () => 'off',
    close: async () => undefined,
  };
}

const codec = JSONCodec<Envelope>();

/**
 * The bus through NATS. `prefix` keeps one Kabuto's subjects apart from another's on the same
 * NATS (its database and schema). Publishing never waits; a node that loses NATS reconnects and
 * reports `failed` readiness meanwhile.
 */
export async function natsBus(url: string, prefix: string): Promise<Bus> {
  const origin = nodeName();
  const nc: NatsConnection = await connect({
    servers: url,
    name: origin,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
  });
  const subject = (name: BusSubject) => `${prefix}.${name}`;
  let unsettled = false;
  return {
    origin,
    remote: true,
    publish(name, data) {
      nc.publish(subject(name), codec.encode({ o: origin, d: data }));
      if (name === 'caches' || name === 'practice') unsettled = true;
    },
    async settled() {
      if (!unsettled || nc.isClosed()) return;
      unsettled = false;
      await nc.flush();
    },
    subscribe(name, handler) {
      const sub = nc.subscribe(subject(name), {
        callback: (error, message) => {
          if (error) return;
          const { o, d } = codec.decode(message.data);
          handler(d, o);
        },
      });
      return () => sub.unsubscribe();
    },
    async check() {
      if (nc.isClosed()) return 'failed';
      const timeout = new Promise<'failed'>((resolve) =>
        setTimeout(() => resolve('failed'), 1_000).unref(),
      );
      return Promise.race([
        nc.flush().then(
          () => 'ok' as const,
          () => 'failed' as const,
        ),
        timeout,
      ]);
    },
    async close() {
      if (!nc.isClosed()) await nc.drain();
    },
  };
}

/** A subject prefix per database and schema: `kabuto.<database>.<schema>`. */
export function busPrefix(databaseUrl: string | undefined, schema: string | undefined): string {
  const name = databaseUrl
    ? new URL(databaseUrl).pathname.replace(/^\//, '') || 'postgres'
    : 'local';
  const clean = (s: string) => s.replace(/[^A-Za-z0-9_-]/g, '_');
  return `kabuto.${clean(name)}.${clean(schema ?? 'public')}`;
}
