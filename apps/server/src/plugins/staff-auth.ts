import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionStaff, StaffRole } from '../context.ts';
import { documentScope } from '../lib/contract-route.ts';
import { Forbidden, Unauthenticated } from '../lib/refusal.ts';
import { authenticateStaff } from '../modules/staff/service.ts';

export function bearerOf(request: FastifyRequest): string | undefined {
  const value = request.headers.authorization;
  const match = typeof value === 'string' ? /^Bearer (\S+)$/.exec(value) : null;
  return match?.[1];
}

/** Every route inside `scope` needs a signed-in staff member (HTTP 401 otherwise). */
export function requireStaff(scope: FastifyInstance): void {
  documentScope(scope, {
    security: [{ staffBearer: [] }],
    consumes: ['application/json'],
    statuses: [401, 403],
  });
  scope.addHook('preHandler', async (request) => {
    request.staff = await authenticateStaff(scope.ctx, bearerOf(request));
  });
}

/** The staff member, if one of `roles` (admins may do everything); HTTP 403 otherwise. */
export function staffWithRole(request: FastifyRequest, ...roles: StaffRole[]): SessionStaff {
  const staff = request.staff;
  if (!staff) throw new Unauthenticated();
  if (staff.roles.includes('admin') || roles.some((r) => staff.roles.includes(r))) return staff;
  throw new Forbidden();
}

export function actorOf(staff: SessionStaff): string {
  return `staff:${staff.username}`;
}
