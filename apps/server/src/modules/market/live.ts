import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { MarketData, Tick } from './market-data.ts';
import { priceText } from './price-rules.ts';
import { changeText } from './service.ts';
import { authenticate } from '../customers/service.ts';
import { setting } from '../site/service.ts';

/**
 * Live quotes over WebSocket at /api/ws/quotes.
 * Client → server: {"op":"subscribe","codes":[…]}, {"op":"unsubscribe","codes":[…]}, {"op":"ping"}.
 * Server → client: {"type":"ticks","data":[{code,price,change,change_pct,volume,at}]} once a
 * second for the subscribed codes (and at once on subscribing, so a reconnecting client resumes
 * where it was), {"type":"heartbeat"} every 15 s, {"type":"pong"}, {"type":"error","msg":…}.
 * A signed-in app also sends {"op":"auth","token":…,"account":…} (answered {"type":"auth","ok":…});
 * the customer's price alerts then arrive as {"type":"alert","data":…} when they fire.
 */

export const MAX_CODES_PER_CLIENT = 100;
export const HEARTBEAT_MS = 15_000;
const MAX_MESSAGE_BYTES = 8_192;

interface Client {
  socket: WebSocket;
  codes: Set<string>;
  alive: boolean;
  /** The signed-in customer, after an `auth` message with a valid session. */
  customerId: number | null;
}

/** Who a session token belongs to (customers' `authenticate`), or null. */
export type SessionLookup = (token: string, account: string | undefined) => Promise<number | null>;

function tickJson(tick: Tick): string {
  return JSON.stringify({
    code: tick.code,
    price: priceText(tick.price_e4),
    ...changeText(tick.price_e4, tick.prev_close_e4),
    volume: tick.volume,
    at: tick.at,
  });
}

export class QuoteHub {
  private readonly clients = new Set<Client>();
  private latest = new Map<string, string>();
  private stopTicks: (() => void) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly market: MarketData,
    private readonly lookup: SessionLookup = async () => null,
  ) {}

  get size(): number {
    return this.clients.size;
  }

  attach(socket: WebSocket): void {
    const client: Client = { socket, codes: new Set(), alive: true, customerId: null };
    this.clients.add(client);
    this.start();
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('message', (raw: Buffer) => this.receive(client, raw));
    socket.on('close', () => {
      this.clients.delete(client);
      if (this.clients.size === 0) this.stop();
    });
  }

  private receive(client: Client, raw: Buffer): void {
    if (raw.length > MAX_MESSAGE_BYTES)
      return this.send(client, { type: 'error', msg: 'invalid_parameter' });
    let message: { op?: unknown; codes?: unknown; token?: unknown; account?: unknown };
    try {
      message = JSON.parse(raw.toString('utf8')) as typeof message;
    } catch {
      return this.send(client, { type: 'error', msg: 'invalid_parameter' });
    }
    const codes = Array.isArray(message.codes)
      ? message.codes.filter(
          (c): c is string => typeof c === 'string' && !!this.market.instrument(c),
        )
      : [];
    if (message.op === 'subscribe') {
      for (const code of codes) {
        if (client.codes.size >= MAX_CODES_PER_CLIENT) break;
        client.codes.add(code);
      }
      const fresh = codes.map((c) => this.latest.get(c) ?? this.snapshot(c)).filter(Boolean);
      if (fresh.length) client.socket.send(`{"type":"ticks","data":[${fresh.join(',')}]}`);
    } else if (message.op === 'unsubscribe') {
      for (const code of codes) client.codes.delete(code);
    } else if (message.op === 'auth') {
      void this.signIn(client, message.token, message.account);
    } else if (message.op === 'ping') {
      this.send(client, { type: 'pong', at: new Date().toISOString() });
    } else {
      this.send(client, { type: 'error', msg: 'invalid_parameter' });
    }
  }

  private async signIn(client: Client, token: unknown, account: unknown): Promise<void> {
    const id =
      typeof token === 'string' && token !== ''
        ? await this.lookup(token, typeof account === 'string' ? account : undefined)
        : null;
    client.customerId = id;
    this.send(client, { type: 'auth', ok: id !== null });
  }

  /** Sends a message to every open socket of a signed-in customer. */
  pushTo(customerId: number, message: object): void {
    for (const client of this.clients) {
      if (client.customerId === customerId) this.send(client, message);
    }
  }

  private snapshot(code: string): string {
    const quote = this.market.quote(code);
    if (!quote) return '';
    const tick = tickJson({
      code,
      price_e4: quote.price_e4,
      prev_close_e4: quote.prev_close_e4,
      volume: quote.volume,
      at: quote.at.toISOString(),
    });
    this.latest.set(code, tick);
    return tick;
  }

  private send(client: Client, message: object): void {
    if (client.socket.readyState === client.socket.OPEN)
      client.socket.send(JSON.stringify(message));
  }

  /** One tick for everyone: each instrument serialised once, then joined per client. */
  broadcast(ticks: readonly Tick[]): void {
    const next = new Map<string, string>();
    for (const tick of ticks) next.set(tick.code, tickJson(tick));
    this.latest = next;
    for (const client of this.clients) {
      if (client.codes.size === 0 || client.socket.readyState !== client.socket.OPEN) continue;
      const parts: string[] = [];
      for (const code of client.codes) {
        const part = next.get(code);
        if (part) parts.push(part);
      }
      if (parts.length) client.socket.send(`{"type":"ticks","data":[${parts.join(',')}]}`);
    }
  }

  private start(): void {
    if (!this.stopTicks) this.stopTicks = this.market.onTicks((ticks) => this.broadcast(ticks));
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => {
        for (const client of this.clients) {
          if (!client.alive) {
            client.socket.terminate();
            continue;
          }
          client.alive = false;
          client.socket.ping();
          this.send(client, { type: 'heartbeat', at: new Date().toISOString() });
        }
      }, HEARTBEAT_MS);
      this.heartbeat.unref();
    }
  }

  stop(): void {
    this.stopTicks?.();
    this.stopTicks = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}

export async function liveQuoteRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const hub = new QuoteHub(ctx.market, async (token, account) => {
    try {
      const idleMinutes = await setting(ctx.db, 'session_idle_minutes');
      return (await authenticate(ctx, token, account, idleMinutes)).id;
    } catch {
      return null;
    }
  });
  // A fired price alert goes live to the customer's open app (insight's alert book).
  const stopAlerts = ctx.alertBook?.onFired((customerId, alert) =>
    hub.pushTo(customerId, { type: 'alert', data: alert }),
  );
  // …or on the engine node, which tells every node through the bus (issue 19).
  const stopRemoteAlerts = ctx.bus.subscribe('alert-fired', (data, origin) => {
    if (origin === ctx.bus.origin) return;
    const { customerId, alert } = data as { customerId: number; alert: unknown };
    hub.pushTo(customerId, { type: 'alert', data: alert });
  });
  app.addHook('onClose', async () => {
    stopAlerts?.();
    stopRemoteAlerts();
    hub.stop();
  });
  const clients = ctx.metrics.webSocketClients;
  app.get('/api/ws/quotes', { websocket: true, schema: { hide: true } }, (socket) => {
    clients.inc();
    socket.on('close', () => clients.dec());
    hub.attach(socket);
  });
}
