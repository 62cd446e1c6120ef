import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, pageSize, positiveInt } from '@kabuto/shared/contract';
import { actorOf, bearerOf, requireStaff, staffWithRole } from '../../plugins/staff-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { listAudit } from '../audit/service.ts';
import { searchCustomers, setCustomerStatus } from '../customers/admin-service.ts';
import { readUpload } from '../uploads/service.ts';
import { checkLedger } from '../ledger/invariant.ts';
import { REVIEW_STATUSES } from '../reviews/registry.ts';
import { decideReview, listReviews, reviewAnswer } from '../reviews/service.ts';
import { staffLogin, staffLogout } from './service.ts';

const paging = {
  page: positiveInt().default(1),
  size: pageSize(20, 300),
};

export async function staffPublicRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { max, window_ms } = app.ctx.config.authRateLimit;
  r.post(
    '/login',
    {
      config: { rateLimit: { max, timeWindow: window_ms } },
      schema: {
        tags: ['admin'],
        summary: 'Staff sign-in (separate from customers)',
        body: z.object({ username: z.string().optional(), password: z.string().optional() }),
      },
    },
    async (request) => success(await staffLogin(app.ctx, request.body), 'login_success'),
  );
}

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  requireStaff(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.post('/logout', { schema: { tags, summary: 'End this staff session' } }, async (request) => {
    await staffLogout(app.ctx, bearerOf(request) ?? '');
    return success(null, 'logout_success');
  });

  r.get('/me', { schema: { tags, summary: 'The signed-in staff member' } }, async (request) => {
    const staff = request.staff!;
    return success({ username: staff.username, roles: staff.roles });
  });

  r.get(
    '/reviews',
    {
      schema: {
        tags,
        summary: 'Review queue items by kind and status',
        querystring: z.object({
          kind: z.string().optional(),
          status: z.enum(REVIEW_STATUSES).default('pending'),
        }),
      },
    },
    async (request) => {
      staffWithRole(request, 'reviewer', 'auditor');
      const items = await listReviews(app.ctx, request.query);
      return success({ kinds: app.ctx.reviews.kinds(), items: items.map(reviewAnswer) });
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    r.post(
      `/reviews/:kind/:id/${decision}`,
      {
        schema: {
          tags,
          summary:
            decision === 'approve'
              ? 'Approve a pending item'
              : 'Reject with a reason the customer sees',
          params: z.object({ kind: z.string(), id: id() }),
          body: z.preprocess((v) => v ?? {}, z.object({ reason: z.string().optional() })),
        },
      },
      async (request) => {
        const staff = staffWithRole(request, 'reviewer');
        const item = await decideReview(app.ctx, {
          kind: request.params.kind,
          id: request.params.id,
          decision,
          reason: request.body.reason,
          actor: actorOf(staff),
        });
        return success(reviewAnswer(item), 'submit_success');
      },
    );
  }

  r.get(
    '/customers',
    {
      schema: {
        tags,
        summary: 'Customers by account prefix',
        querystring: z.object({ q: z.string().optional(), ...paging }),
      },
    },
    async (request) => {
      staffWithRole(request, 'operator', 'reviewer', 'auditor');
      return success(await searchCustomers(app.ctx, request.query));
    },
  );

  r.post(
    '/customers/:account/status',
    {
      schema: {
        tags,
        summary: 'Ban login, freeze funds or bar trading, with a reason (audited)',
        params: z.object({ account: z.string() }),
        body: z.object({
          login_banned: z.boolean(),
          funds_frozen: z.boolean(),
          trade_barred: z.boolean(),
          reason: z.string().optional(),
        }),
      },
    },
    async (request) => {
      const staff = staffWithRole(request, 'operator');
      const { reason, ...flags } = request.body;
      const customer = await setCustomerStatus(app.ctx, {
        account: request.params.account,
        flags,
        reason,
        actor: actorOf(staff),
      });
      return success(customer, 'modify_success');
    },
  );

  r.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'The audit log, newest first',
        querystring: z.object({ target: z.string().optional(), ...paging }),
      },
    },
    async (request) => {
      staffWithRole(request, 'auditor');
      return success(await listAudit(app.ctx.db, request.query));
    },
  );

  r.get(
    '/uploads/:id',
    {
      schema: {
        tags,
        summary: 'A customer upload (proofs, identity photos) for review',
        params: z.object({ id: id() }),
      },
    },
    async (request, reply) => {
      staffWithRole(request, 'reviewer', 'auditor');
      const file = await readUpload(app.ctx, app.ctx.db, request.params.id, null);
      return reply
        .header('content-type', file.mime)
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );

  r.get(
    '/ledger/check',
    { schema: { tags, summary: 'The double-entry invariant, read back' } },
    async (request) => {
      staffWithRole(request, 'auditor');
      return success(await checkLedger(app.ctx.db));
    },
  );
}
