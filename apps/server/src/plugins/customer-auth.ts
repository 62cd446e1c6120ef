import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionCustomer } from '../context.ts';
import { documentScope, FORM } from '../lib/contract-route.ts';
import { Unauthenticated } from '../lib/refusal.ts';
import { authenticate } from '../modules/customers/service.ts';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function tokenOf(request: FastifyRequest): string | undefined {
  return header(request, 'token');
}

/** Every route registered inside `scope` requires a signed-in customer (HTTP 401 otherwise). */
export function requireCustomer(scope: FastifyInstance): void {
  documentScope(scope, {
    security: [{ customerToken: [], customerAccount: [] }],
    consumes: [FORM],
    statuses: [401],
  });
  scope.addHook('preHandler', async (request) => {
    request.customer = await authenticate(
      scope.ctx,
      header(request, 'token'),
      header(request, 'account'),
    );
  });
}

/** The signed-in customer; only call inside a `requireCustomer` scope. */
export function customerOf(request: FastifyRequest): SessionCustomer {
  if (!request.customer) throw new Unauthenticated();
  return request.customer;
}
