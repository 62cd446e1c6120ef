/**
 * Live prices from the quote stream (WebSocket /api/ws/quotes). Screens say which codes they
 * show; one socket carries them all. When the socket drops, it reconnects with backoff and
 * re-subscribes (the server answers a subscribe with the latest ticks, so the screen resumes at
 * once); while it is down, market/quote is polled every few seconds instead.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { API_PREFIX } from '@kabuto/shared/api';
import { storedLanguage } from './language';

export interface LiveTick {
  code: string;
  price: string;
  change: string;
  change_pct: string;
  volume: number;
  at: string;
}

/** socket: live over WebSocket; polling: the socket is down and quotes are polled. */
export type LiveStatus = 'idle' | 'connecting' | 'socket' | 'polling';

export const POLL_INTERVAL_MS = 3_000;
/** Heartbeats come every 15 s and ticks every second; this long without either means dead. */
const SILENCE_LIMIT_MS = 20_000;
const BACKOFF_BASE_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;
/** The server takes at most 100 codes per connection. */
const MAX_CODES = 100;
/** Polling is a fallback: it asks for at most this many codes each round. */
const MAX_POLLED_CODES = 20;
/** Close an unused socket after this long, so leaving a screen does not churn connections. */
const IDLE_CLOSE_MS = 10_000;

interface ServerMessage {
  type?: string;
  data?: unknown;
}

function isTick(value: unknown): value is LiveTick {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as LiveTick).code === 'string' &&
    typeof (value as LiveTick).price === 'string'
  );
}

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/api/ws/quotes`;
}

/** A price alert that fired, as the socket pushes it ({"type":"alert","data":…}). */
export interface LiveAlert {
  id: number;
  code: string;
  kind: string;
  value: string;
  fired_price: string | null;
}

function isAlert(value: unknown): value is LiveAlert {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as LiveAlert).id === 'number' &&
    typeof (value as LiveAlert).code === 'string'
  );
}

interface SocketSession {
  token: string;
  account: string;
  onAlert: (alert: LiveAlert) => void;
}

class LiveQuotes {
  private readonly ticks = new Map<string, LiveTick>();
  /** When each code's tick last changed, counted in ticks accepted (ticksVersion). */
  private readonly tickVersions = new Map<string, number>();
  private tickCount = 0;
  /** While signed in, the socket stays open to carry the customer's price alerts. */
  private session: SocketSession | null = null;
  private readonly watchers = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private socket: WebSocket | null = null;
  private status: LiveStatus = 'idle';
  private attempt = 0;
  private reconnectTimer: number | null = null;
  private pollTimer: number | null = null;
  private silenceTimer: number | null = null;
  private idleTimer: number | null = null;

  /** Follows `codes` until the returned function is called. */
  watch(codes: readonly string[]): () => void {
    const fresh = codes.filter((code) => !this.watchers.has(code));
    for (const code of codes) this.watchers.set(code, (this.watchers.get(code) ?? 0) + 1);
    if (this.idleTimer !== null) {
      window.clearTimeout(this.idleTimer);
      this.idleTimer = null;
    }
    if (this.socket?.readyState === WebSocket.OPEN && fresh.length) {
      this.send({ op: 'subscribe', codes: fresh.slice(0, MAX_CODES) });
    }
    this.ensureConnection();
    return () => this.unwatch(codes);
  }

  private unwatch(codes: readonly string[]): void {
    const gone: string[] = [];
    for (const code of codes) {
      const count = (this.watchers.get(code) ?? 0) - 1;
      if (count > 0) this.watchers.set(code, count);
      else {
        this.watchers.delete(code);
        gone.push(code);
      }
    }
    if (gone.length && this.socket?.readyState === WebSocket.OPEN) {
      this.send({ op: 'unsubscribe', codes: gone });
    }
    if (!this.wanted && this.idleTimer === null) {
      this.idleTimer = window.setTimeout(() => {
        this.idleTimer = null;
        if (!this.wanted) this.shutDown();
      }, IDLE_CLOSE_MS);
    }
  }

  /** Keeps the socket open for the signed-in customer's alerts until the returned call. */
  followAlerts(session: SocketSession): () => void {
    this.session = session;
    if (this.socket?.readyState === WebSocket.OPEN) this.signIn();
    this.ensureConnection();
    return () => {
      if (this.session !== session) return;
      this.session = null;
      if (this.watchers.size === 0) this.shutDown();
    };
  }

  private signIn(): void {
    if (this.session) {
      this.send({ op: 'auth', token: this.session.token, account: this.session.account });
    }
  }

  private get wanted(): boolean {
    return this.watchers.size > 0 || this.session !== null;
  }

  tick(code: string): LiveTick | undefined {
    return this.ticks.get(code);
  }

  /**
   * Which ticks of `codes` are held, as a text that changes only when one of them does: a screen
   * re-renders for its own codes' ticks, not for every tick of every screen's codes.
   */
  ticksVersion(codes: readonly string[]): string {
    return codes.map((code) => this.tickVersions.get(code) ?? 0).join(',');
  }

  getStatus = (): LiveStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  private setStatus(status: LiveStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.notify();
  }

  private accept(ticks: readonly LiveTick[]): void {
    let changed = false;
    for (const tick of ticks) {
      const before = this.ticks.get(tick.code);
      if (before && before.price === tick.price && before.at === tick.at) continue;
      this.ticks.set(tick.code, tick);
      this.tickCount += 1;
      this.tickVersions.set(tick.code, this.tickCount);
      changed = true;
    }
    if (changed) this.notify();
  }

  private send(message: object): void {
    this.socket?.send(JSON.stringify(message));
  }

  private ensureConnection(): void {
    if (this.socket || this.reconnectTimer !== null || !this.wanted) return;
    this.connect();
  }

  private connect(): void {
    let socket: WebSocket;
    try {
      socket = new WebSocket(socketUrl());
    } catch {
      this.connectionLost();
      return;
    }
    this.socket = socket;
    if (this.status !== 'polling') this.setStatus('connecting');
    socket.onopen = () => {
      this.attempt = 0;
      this.stopPolling();
      this.setStatus('socket');
      this.heard();
      this.signIn();
      // Resume: everything watched, the server answers with the latest ticks at once.
      const codes = [...this.watchers.keys()].slice(0, MAX_CODES);
      if (codes.length) this.send({ op: 'subscribe', codes });
    };
    socket.onmessage = (event: MessageEvent<string>) => {
      this.heard();
      let message: ServerMessage;
      try {
        message = JSON.parse(event.data) as ServerMessage;
      } catch {
        return;
      }
      if (message.type === 'ticks' && Array.isArray(message.data)) {
        this.accept(message.data.filter(isTick));
      } else if (message.type === 'alert' && isAlert(message.data)) {
        this.session?.onAlert(message.data);
      }
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.connectionLost();
    };
  }

  /** Any message proves the connection alive; silence past the limit means it is not. */
  private heard(): void {
    if (this.silenceTimer !== null) window.clearTimeout(this.silenceTimer);
    this.silenceTimer = window.setTimeout(() => {
      this.silenceTimer = null;
      this.socket?.close();
      this.connectionLost();
    }, SILENCE_LIMIT_MS);
  }

  private connectionLost(): void {
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = null;
      if (socket.readyState === WebSocket.OPEN) socket.close();
    }
    if (this.silenceTimer !== null) window.clearTimeout(this.silenceTimer);
    this.silenceTimer = null;
    if (!this.wanted) {
      this.setStatus('idle');
      return;
    }
    if (this.watchers.size > 0) this.startPolling();
    const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** this.attempt);
    this.attempt += 1;
    const jitter = Math.random() * 0.3 * delay;
    if (this.reconnectTimer !== null) window.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = window.setTimeout(() => {
      this.reconnectTimer = null;
      if (this.wanted) this.connect();
    }, delay + jitter);
  }

  private startPolling(): void {
    this.setStatus('polling');
    if (this.pollTimer !== null) return;
    const round = async () => {
      const codes = [...this.watchers.keys()].slice(0, MAX_POLLED_CODES);
      const answers = await Promise.all(codes.map((code) => pollQuote(code)));
      if (this.pollTimer === null) return;
      this.accept(answers.filter((tick): tick is LiveTick => tick !== null));
    };
    this.pollTimer = window.setInterval(() => void round(), POLL_INTERVAL_MS);
    void round();
  }

  private stopPolling(): void {
    if (this.pollTimer !== null) window.clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  private shutDown(): void {
    if (this.reconnectTimer !== null) window.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.stopPolling();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = null;
      socket.close();
    }
    if (this.silenceTimer !== null) window.clearTimeout(this.silenceTimer);
    this.silenceTimer = null;
    this.attempt = 0;
    this.setStatus('idle');
  }
}

/**
 * One quote as a tick, quietly: a failed poll is retried on the next round rather than told to
 * the customer every three seconds (the status shows the feed is degraded).
 */
async function pollQuote(code: string): Promise<LiveTick | null> {
  try {
    const response = await fetch(`${API_PREFIX}/market/quote`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        lang: storedLanguage(),
      },
      body: new URLSearchParams({ code }).toString(),
    });
    const body = (await response.json()) as { status?: number; data?: unknown };
    if (body.status !== 1 || !isTick(body.data)) return null;
    const { price, change, change_pct, volume, at } = body.data;
    return { code, price, change, change_pct, volume, at };
  } catch {
    return null;
  }
}

export const liveQuotes = new LiveQuotes();

/** The latest ticks of `codes` (only those heard of so far), kept live while mounted. */
export function useLiveTicks(codes: readonly string[]): ReadonlyMap<string, LiveTick> {
  const key = codes.join(',');
  useEffect(() => {
    if (!key) return;
    return liveQuotes.watch(key.split(','));
  }, [key]);
  const version = useSyncExternalStore(liveQuotes.subscribe, () =>
    liveQuotes.ticksVersion(key ? key.split(',') : []),
  );
  return useMemo(() => {
    void version;
    const map = new Map<string, LiveTick>();
    for (const code of key ? key.split(',') : []) {
      const tick = liveQuotes.tick(code);
      if (tick) map.set(code, tick);
    }
    return map;
  }, [key, version]);
}

/** The latest tick of one code. */
export function useLiveTick(code: string | undefined): LiveTick | undefined {
  const ticks = useLiveTicks(code ? [code] : []);
  return code ? ticks.get(code) : undefined;
}

/** What a quote-like value carries that a tick replaces. */
interface Priced {
  code: string;
  price: string;
  change: string;
  change_pct?: string;
  at?: string;
}

/** `quote` with `tick` applied (price, change, and the percentage and time where it has them). */
export function withTick<T extends Priced>(quote: T, tick: LiveTick | undefined): T {
  if (!tick) return quote;
  return {
    ...quote,
    price: tick.price,
    change: tick.change,
    ...(quote.change_pct === undefined ? {} : { change_pct: tick.change_pct }),
    ...(quote.at === undefined ? {} : { at: tick.at }),
  };
}

/**
 * `quote` with its code's latest tick applied. Only the component that calls it re-renders on a
 * tick: a screen hands the quote down as it was answered, and the parts that show the live price
 * ask for it here (issue 18: a tick on the stock detail re-rendered the whole screen, chart, key
 * figures and order entry, every second). `live` false follows nothing (a closed order sheet) and
 * gives `quote` back as it is.
 */
export function useLiveQuote<T extends Priced>(quote: T, live = true): T {
  const tick = useLiveTick(live ? quote.code : undefined);
  return useMemo(() => withTick(quote, tick), [quote, tick]);
}

/** Whether prices are streaming or polled. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(liveQuotes.subscribe, liveQuotes.getStatus);
}
