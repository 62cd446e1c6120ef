import pg from 'pg';

/**
 * The engine's lease: a PostgreSQL advisory lock held on a connection of its own. Exactly one
 * node holds it; when that node dies its connection ends and the lock with it, and a standby
 * that retries every `retry_ms` takes it over. The holder asks its connection every `retry_ms`
 * too, so a node cut off from the database learns that it lost the lease and stops acting.
 */
export interface LeaseEvents {
  /** The lease was taken: rebuild, then act. Acting starts once this resolves. */
  acquired(): Promise<void>;
  /** The lease was lost (connection gone) or given back: stop acting at once. */
  lost(): Promise<void>;
}

export class EngineLease {
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private held = false;
  private busy = false;
  private stopped = false;

  constructor(
    private readonly url: string,
    /** The lock's name: one engine per database and schema. */
    private readonly name: string,
    private readonly events: LeaseEvents,
    private readonly retry_ms = 1_000,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  get holds(): boolean {
    return this.held;
  }

  start(): void {
    if (this.timer || this.stopped) return;
    void this.step();
    this.timer = setInterval(() => void this.step(), this.retry_ms);
    this.timer.unref();
  }

  /** One try: take the lock when free, or check that the connection holding it still answers. */
  private async step(): Promise<void> {
    if (this.busy || this.stopped) return;
    this.busy = true;
    try {
      if (this.held) {
        await this.client!.query('SELECT 1');
        return;
      }
      if (!this.client) {
        const client = new pg.Client({ connectionString: this.url });
        client.on('error', () => undefined);
        await client.connect();
        this.client = client;
      }
      const got = await this.client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
        [this.name],
      );
      if (got.rows[0]?.locked && !this.stopped) {
        this.held = true;
        await this.events.acquired();
      }
    } catch (error) {
      this.onError(error);
      await this.drop();
    } finally {
      this.busy = false;
    }
  }

  /** The connection failed: whatever it held is gone. */
  private async drop(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (this.held) {
      this.held = false;
      await this.events.lost();
    }
    await client?.end().catch(() => undefined);
  }

  /** Gives the lease back (graceful shutdown): acting stops first, then the lock is released. */
  async release(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.busy) await new Promise((resolve) => setTimeout(resolve, 10));
    if (this.held) {
      this.held = false;
      await this.events.lost();
      await this.client
        ?.query('SELECT pg_advisory_unlock(hashtext($1))', [this.name])
        .catch(() => undefined);
    }
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  /** Ends the lease's connection without a word, as a crashed node would (tests). */
  async crash(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.held = false;
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }
}
