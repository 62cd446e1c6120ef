import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What a node tells its operators, in Prometheus' text format at `/metrics`. Each app has its own
 * registry (tests build many apps in one process); only a started node (main.ts) adds the
 * process's own figures (memory, CPU, event-loop delay).
 */
export class Metrics {
  readonly registry = new Registry();

  readonly requests = new Counter({
    name: 'kabuto_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly latency = new Histogram({
    name: 'kabuto_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly refusals = new Counter({
    name: 'kabuto_refusals_total',
    help: 'Requests refused with a catalogue message, by its key',
    labelNames: ['key'] as const,
    registers: [this.registry],
  });

  readonly orders = new Counter({
    name: 'kabuto_orders_total',
    help: 'Stock orders asked for, by outcome (their status, or refused)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly commitBatch = new Histogram({
    name: 'kabuto_group_commit_commands',
    help: 'Commands that shared one database commit',
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
    registers: [this.registry],
  });

  readonly transfers = new Counter({
    name: 'kabuto_ledger_transfers_total',
    help: 'Ledger transfers committed, by transfer code',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });

  readonly jobRuns = new Counter({
    name: 'kabuto_job_runs_total',
    help: 'Scheduled job runs, by job and result (ok, skipped: another node held it, failed)',
    labelNames: ['job', 'result'] as const,
    registers: [this.registry],
  });

  readonly enginePass = new Gauge({
    name: 'kabuto_engine_pass_seconds',
    help: 'How long the risk engine took for its last pass (limit orders, closes, margin rules)',
    registers: [this.registry],
  });

  readonly engineLag = new Gauge({
    name: 'kabuto_engine_lag_seconds',
    help: 'Age of the newest market tick when the risk engine finished the pass that judged it',
    registers: [this.registry],
  });

  readonly engineActive = new Gauge({
    name: 'kabuto_engine_lease',
    help: 'Whether this node holds the engine lease and acts (1) or stands by / serves only (0)',
    registers: [this.registry],
  });

  readonly feedLag = new Gauge({
    name: 'kabuto_feed_lag_seconds',
    help: 'On an api node: delay of the last tick message from the engine sending it to its arrival',
    registers: [this.registry],
  });

  readonly busEvents = new Counter({
    name: 'kabuto_node_events_total',
    help: 'Events between nodes applied here, by subject',
    labelNames: ['subject'] as const,
    registers: [this.registry],
  });

  readonly webSocketClients = new Gauge({
    name: 'kabuto_websocket_clients',
    help: 'Open live-quote connections',
    registers: [this.registry],
  });

  /** Adds the process's own figures (once per process: they read process-wide state). */
  withProcessMetrics(): this {
    collectDefaultMetrics({ register: this.registry, prefix: 'kabuto_' });
    return this;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
