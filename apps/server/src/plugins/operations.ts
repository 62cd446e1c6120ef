import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';

/**
 * Counts every answered request by its route pattern (never the raw address, so ids make no new
 * series) and times it. Added to the root instance, so that it sees every route.
 */
export function countRequests(app: FastifyInstance): void {
  const { metrics } = app.ctx;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requests.inc({ method: request.method, route, status: reply.statusCode });
    metrics.latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
}

/**
 * What operators and load balancers ask a node (API.md "Running several nodes"): whether the
 * process runs, whether it can serve, and its counters.
 */
export async function operationsRoutes(app: FastifyInstance): Promise<void> {
  const { metrics } = app.ctx;

  const tags = ['operations'];
  const started = Date.now();
  app.get(
    '/api/health',
    {
      schema: {
        tags,
        summary: 'The process runs (200 while it does)',
        response: { 200: z.object({ status: z.literal('ok'), uptime_s: z.number() }) },
      },
    },
    async () => ({ status: 'ok' as const, uptime_s: Math.round((Date.now() - started) / 1000) }),
  );

  const readiness = z.object({
    ready: z.boolean(),
    role: z.enum(['api', 'engine', 'all']),
    checks: z.object({
      database: z.enum(['ok', 'failed']),
      nats: z.enum(['ok', 'failed', 'off']),
      lease: z.enum(['held', 'standby', 'none']),
    }),
  });
  app.get(
    '/api/ready',
    {
      schema: {
        tags,
        summary:
          'The node can serve: its database and NATS answer, and an engine node holds the lease (503 otherwise)',
        response: { 200: readiness, 503: readiness },
      },
    },
    async (_request, reply) => {
      const database = await sql`select 1`
        .execute(app.ctx.db)
        .then(() => 'ok' as const)
        .catch((error: unknown) => {
          app.log.warn({ err: error }, 'readiness: the database does not answer');
          return 'failed' as const;
        });
      const nats = await app.ctx.bus.check();
      const { node } = app.ctx;
      const lease = node.lease();
      // A standby engine is alive but not ready: it acts only once it holds the lease.
      const ready =
        database === 'ok' && nats !== 'failed' && (node.role !== 'engine' || lease === 'held');
      return reply
        .code(ready ? 200 : 503)
        .send({ ready, role: node.role, checks: { database, nats, lease } });
    },
  );

  app.get(
    '/metrics',
    { schema: { tags, summary: 'Counters and timings, in Prometheus text format' } },
    async (_request, reply) =>
      reply.header('content-type', metrics.registry.contentType).send(await metrics.text()),
  );
}
