import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@kabuto/shared/api';
import { fundUnlockStanding } from '@kabuto/shared/fund-unlock';
import type { SessionCustomer } from '../context.ts';
import { documentScope, FORM } from '../lib/contract-route.ts';
import { Unauthenticated } from '../lib/refusal.ts';
import { assertFundsUnlocked } from '../modules/customers/passwords.ts';
import { authenticate } from '../modules/customers/service.ts';
import { setting } from '../modules/site/service.ts';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function tokenOf(request: FastifyRequest): string | undefined {
  return header(request, 'token');
}

/** The standing rule of a money-committing confirmation (shared/fund-unlock.ts), if it is one. */
function commitsMoney(url: string | undefined) {
  return url?.startsWith(`${API_PREFIX}/`)
    ? fundUnlockStanding(url.slice(API_PREFIX.length + 1))
    : undefined;
}

const UNLOCK_NOTE =
  'Needs the session unlocked with the fund password (`POST /api/vue/user/unlock`); otherwise `fund_password_unlock_required`, or `fund_password_not_set` when none is set. Nothing is written.';

/**
 * Every route registered inside `scope` requires a signed-in customer (HTTP 401 otherwise). The
 * money-committing confirmations among them (the one list, packages/shared/src/fund-unlock.ts)
 * also require the session's fund-password unlock, checked here before the handler runs.
 */
export function requireCustomer(scope: FastifyInstance): void {
  documentScope(scope, {
    security: [{ customerToken: [], customerAccount: [] }],
    consumes: [FORM],
    statuses: [401],
  });
  scope.addHook('onRoute', (route) => {
    if (!commitsMoney(route.url)) return;
    const schema = (route.schema ??= {});
    schema.description = schema.description
      ? `${schema.description}\n\n${UNLOCK_NOTE}`
      : UNLOCK_NOTE;
  });
  scope.addHook('preHandler', async (request) => {
    const token = header(request, 'token');
    const idleMinutes = await setting(scope.ctx.db, 'session_idle_minutes');
    request.customer = await authenticate(
      scope.ctx,
      token,
      header(request, 'account'),
      idleMinutes,
    );
    const standing = commitsMoney(request.routeOptions.url);
    if (standing) await assertFundsUnlocked(scope.ctx, request.customer, standing);
  });
}

/** The signed-in customer; only call inside a `requireCustomer` scope. */
export function customerOf(request: FastifyRequest): SessionCustomer {
  if (!request.customer) throw new Unauthenticated();
  return request.customer;
}
