import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '@kabuto/shared/contract';
import { adminStaffContracts as contracts } from '@kabuto/shared/contracts/admin-staff';
import { contractSchema, queryContractSchema } from '../../lib/contract-route.ts';
import { bearerOf, requireRole, requireStaff, staffOf } from '../../plugins/staff-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { listAudit } from '../audit/service.ts';
import { demoStaffCredentials } from '../demo/service.ts';
import { readUpload } from '../uploads/service.ts';
import { decideReviewItem } from '../approvals/service.ts';
import { listReviews, reviewAnswer } from '../reviews/service.ts';
import { enableStaffTotp, staffLogin, staffLogout, startStaffTotp } from './service.ts';

export async function staffPublicRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/demo', { schema: queryContractSchema(['admin'], contracts.demo) }, async () =>
    success(demoStaffCredentials(app.ctx)),
  );
  const { max, window_ms } = app.ctx.config.authRateLimit;
  r.post(
    '/login',
    {
      config: { rateLimit: { max, timeWindow: window_ms } },
      schema: contractSchema(['admin'], contracts.login),
    },
    async (request) => {
      const answer = await staffLogin(app.ctx, request.body);
      return success(answer, answer.setup_only ? 'otp_setup_required' : 'login_success');
    },
  );
}

/**
 * What a setup-only session may call (issue 16): two-factor setup and its confirmation, and
 * signing out.
 */
export async function staffSetupRoutes(app: FastifyInstance): Promise<void> {
  requireStaff(app, { allowSetupOnly: true });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.post('/logout', { schema: contractSchema(tags, contracts.logout) }, async (request) => {
    await staffLogout(app.ctx, bearerOf(request) ?? '');
    return success(null, 'logout_success');
  });

  r.post(
    '/totp/setup',
    { schema: contractSchema(tags, contracts['totp/setup']) },
    async (request) => success(await startStaffTotp(app.ctx, staffOf(request))),
  );

  r.post(
    '/totp/enable',
    { schema: contractSchema(tags, contracts['totp/enable']) },
    async (request) =>
      success(
        await enableStaffTotp(
          app.ctx,
          staffOf(request),
          bearerOf(request) ?? '',
          request.body.code,
        ),
        'modify_success',
      ),
  );
}

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  requireStaff(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get('/me', { schema: queryContractSchema(tags, contracts.me) }, async (request) => {
    const staff = staffOf(request);
    return success({ username: staff.username, roles: [...staff.roles] });
  });

  reviewRoutes(app);

  r.get(
    '/audit',
    {
      preValidation: requireRole('auditor'),
      schema: queryContractSchema(tags, contracts.audit),
    },
    async (request) => success(await listAudit(app.ctx.db, request.query)),
  );

  r.get(
    '/uploads/:id',
    {
      preValidation: requireRole('reviewer', 'auditor'),
      schema: {
        tags,
        summary: 'A customer upload (proofs, identity photos) for review',
        params: z.object({ id: id() }),
      },
    },
    async (request, reply) => {
      const file = await readUpload(app.ctx, app.ctx.db, request.params.id, null);
      return reply
        .header('content-type', file.mime)
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
}

/** The review queue: every kind's pending and decided items, and the decisions. */
function reviewRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/reviews',
    {
      preValidation: requireRole('reviewer', 'auditor'),
      schema: queryContractSchema(tags, contracts.reviews),
    },
    async (request) => {
      const items = await listReviews(app.ctx, request.query);
      return success({ kinds: app.ctx.reviews.kinds(), items: items.map(reviewAnswer) });
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    r.post(
      `/reviews/:kind/:id/${decision}`,
      {
        preValidation: requireRole('reviewer'),
        schema: {
          ...contractSchema(tags, contracts[`reviews/${decision}`]),
          params: z.object({ kind: z.string(), id: id() }),
        },
      },
      async (request) => {
        const { item, proposed } = await decideReviewItem(app.ctx, staffOf(request), {
          kind: request.params.kind,
          id: request.params.id,
          decision,
          reason: request.body.reason,
        });
        return success(reviewAnswer(item), proposed ? 'proposal_submitted' : 'submit_success');
      },
    );
  }
}
