import type { AppContext } from '../context.ts';
import type { JobFailures } from '../jobs.ts';
import { startJobs } from '../jobs.ts';
import { followAlert, reloadAlertBook, deliverAlerts } from '../modules/insight/service.ts';
import { fillTriggerIndex, followTriggers } from '../modules/trading/service.ts';
import { followPracticeSession } from '../modules/market/service.ts';
import type { TradingEngine } from '../modules/trading/engine.ts';
import { cacheChangedElsewhere, tellCacheChanges } from '../db/fresh-cache.ts';
import { rootDatabase } from '../db/transaction.ts';
import type { BusSubject } from './bus.ts';
import type { TickMessage } from './fed-market.ts';
import { EngineLease } from './lease.ts';
import type { LeaseState, NodeState } from './state.ts';

/**
 * One Kabuto node (issue 19): its role, the engine lease and the events between nodes.
 *
 * - Every node forgets its cached sessions and settings as soon as another node changes them, and
 *   starts or ends the practice session when another node does.
 * - A node that may run the engine (`engine`, `all`) keeps the position book, trigger index and
 *   alert book, and follows what other nodes change in them (each event names a row, which is
 *   read again, in order of arrival, so a late event cannot bring back an older state).
 * - Such a node acts only while it holds the lease (on SQLite, where one process is the whole
 *   Kabuto, at once): it rebuilds its books from the database, then runs the engine's passes,
 *   the scheduled jobs and the market feed, whose ticks it publishes once for every node.
 */
export class KabutoNode implements NodeState {
  private readonly leaseHolder: EngineLease | null;
  private acting = false;
  /** Book changes and rebuilds, applied one after the other. */
  private chain: Promise<void> = Promise.resolve();
  private readonly unsubscribe: (() => void)[] = [];
  private stopActing: (() => Promise<void>)[] = [];
  private failures: JobFailures | null = null;
  private started = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly engine: TradingEngine,
    /** The lease's name: one engine per database and schema. */
    leaseName: string,
  ) {
    const { bus, config } = ctx;
    const root = rootDatabase(ctx.db)!;
    tellCacheChanges(root, (cache) => bus.publish('caches', { cache }));
    this.on('caches', (data) => cacheChangedElsewhere(root, (data as { cache: string }).cache));
    this.on('practice', (data) => followPracticeSession(ctx, (data as { on: boolean }).on));
    const mayAct = config.role !== 'api';
    this.leaseHolder =
      mayAct && ctx.dialect === 'postgres' && config.databaseUrl
        ? new EngineLease(config.databaseUrl, leaseName, {
            acquired: () => this.takeOver(true),
            lost: () => this.standDown(),
          })
        : null;
    if (!mayAct) return;
    const { positionBook, triggerIndex, alertBook } = ctx;
    this.follow('positions', (data) => positionBook?.follow(ctx.db, (data as { id: number }).id));
    this.follow('triggers', (data) =>
      triggerIndex ? followTriggers(triggerIndex, ctx.db, data as { id?: number }) : undefined,
    );
    this.follow('alerts', (data) =>
      alertBook ? followAlert(alertBook, ctx.db, (data as { id: number }).id) : undefined,
    );
  }

  get role() {
    return this.ctx.config.role;
  }

  lease(): LeaseState {
    if (this.role === 'api') return 'none';
    return this.acting ? 'held' : 'standby';
  }

  /** Handles another node's events on `subject`. */
  private on(subject: BusSubject, handler: (data: unknown) => void): void {
    const { bus, metrics } = this.ctx;
    this.unsubscribe.push(
      bus.subscribe(subject, (data, origin) => {
        if (origin === bus.origin) return;
        metrics.busEvents.inc({ subject });
        handler(data);
      }),
    );
  }

  /** Another node's change to a book, applied in order after what came before it. */
  private follow(subject: BusSubject, apply: (data: unknown) => Promise<void> | undefined): void {
    this.on(subject, (data) => this.inTurn(async () => apply(data)));
  }

  private inTurn(work: () => Promise<unknown>): Promise<void> {
    const next = this.chain.then(work).then(
      () => undefined,
      (error: unknown) => this.failures?.report('node-events', error),
    );
    this.chain = next;
    return next;
  }

  /**
   * Starts what the role does: an api node only serves; an engine-capable node acts once it holds
   * the lease (at once without PostgreSQL), and stands by until then.
   */
  start(failures: JobFailures): void {
    this.failures = failures;
    if (this.role === 'api' || this.started) return;
    this.started = true;
    if (this.leaseHolder) this.leaseHolder.start();
    else void this.takeOver(false);
  }

  /**
   * The lease is ours: the books are rebuilt from the database first (`rebuild`; the one process
   * on SQLite has just loaded them), then the engine acts.
   */
  private async takeOver(rebuild: boolean): Promise<void> {
    const ctx = this.ctx;
    const failures = this.failures!;
    if (rebuild) {
      await this.inTurn(async () => {
        await ctx.positionBook?.reload(ctx.db);
        if (ctx.triggerIndex) await fillTriggerIndex(ctx.triggerIndex, ctx.db);
        if (ctx.alertBook) await reloadAlertBook(ctx.alertBook, ctx.db);
      });
    }
    let lastTick = performance.now();
    this.engine.start(
      (error) => failures.report('risk-engine', error),
      1_000,
      (started) => {
        if (lastTick <= started) ctx.metrics.engineLag.set((performance.now() - lastTick) / 1000);
      },
    );
    const stopJobs = startJobs(ctx, failures);
    // The feed: price alerts are judged on every tick, which goes once to every node.
    const stopTicks = ctx.market.onTicks((ticks) => {
      lastTick = performance.now();
      const message: TickMessage = { ticks, sent: Date.now() };
      if (ctx.bus.remote) ctx.bus.publish('ticks', message);
      deliverAlerts(ctx, ticks).catch((error: unknown) => failures.report('price-alerts', error));
    });
    this.stopActing = [() => this.engine.stop(), stopJobs, async () => stopTicks()];
    this.acting = true;
    ctx.metrics.engineActive.set(1);
  }

  /** The lease is gone (or being given back): stop acting, letting what is under way finish. */
  private async standDown(): Promise<void> {
    this.acting = false;
    this.ctx.metrics.engineActive.set(0);
    const stops = this.stopActing;
    this.stopActing = [];
    await Promise.all(stops.map((stop) => stop()));
  }

  /** Graceful end: stops acting, gives the lease back, stops listening. */
  async close(): Promise<void> {
    if (this.leaseHolder) await this.leaseHolder.release();
    else await this.standDown();
    for (const stop of this.unsubscribe) stop();
    await this.chain;
  }

  /** Ends like a crashed node: the lease's connection drops, nothing is given back (tests). */
  async crash(): Promise<void> {
    await this.leaseHolder?.crash();
    await this.standDown();
  }
}
