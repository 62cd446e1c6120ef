import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { StaffRole } from '@kabuto/shared/contracts/admin';
import type { SessionStaff } from '../context.ts';
import { documentScope } from '../lib/contract-route.ts';
import { Forbidden, Refusal, Unauthenticated } from '../lib/refusal.ts';
import { authenticateStaff } from '../modules/staff/service.ts';

export function bearerOf(request: FastifyRequest): string | undefined {
  const value = request.headers.authorization;
  const match = typeof value === 'string' ? /^Bearer (\S+)$/.exec(value) : null;
  return match?.[1];
}

/**
 * Every route inside `scope` needs a signed-in staff member (HTTP 401 otherwise). It runs before
 * the body is validated, so a stranger learns nothing about a route's body from its answer.
 * A setup-only session (two-factor not set up yet, issue 16) is refused with HTTP 403
 * `otp_setup_required`, except in the scope of the setup itself (`allowSetupOnly`).
 */
export function requireStaff(scope: FastifyInstance, options: { allowSetupOnly?: boolean } = {}) {
  documentScope(scope, {
    security: [{ staffBearer: [] }],
    consumes: ['application/json'],
    statuses: [401, 403],
  });
  scope.addHook('preValidation', async (request) => {
    const staff = await authenticateStaff(scope.ctx, bearerOf(request));
    if (staff.setupOnly && !options.allowSetupOnly)
      throw new Refusal('otp_setup_required', undefined, 403);
    request.staff = staff;
  });
}

/**
 * A route's role guard (admins may do everything); HTTP 403 otherwise. It is a `preValidation`
 * hook: scope hooks (`requireStaff`) run first, and the body is validated only after it, so a
 * staff member without the role is refused with 403 whatever the body.
 */
export function requireRole(...roles: StaffRole[]): preValidationAsyncHookHandler {
  return async (request) => {
    const staff = staffOf(request);
    if (staff.roles.includes('admin') || roles.some((r) => staff.roles.includes(r))) return;
    throw new Forbidden();
  };
}

/** The acting staff member of a route inside a `requireStaff` scope. */
export function staffOf(request: FastifyRequest): SessionStaff {
  if (!request.staff) throw new Unauthenticated();
  return request.staff;
}
