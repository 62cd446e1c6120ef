/**
 * Turns an endpoint contract (packages/shared) into a Fastify route schema: the body is validated
 * with it, the answer serialized with it (a field the contract does not name is an error, not a
 * silent drop), and OpenAPI is built from it. The error statuses, security schemes and content
 * types every route shares are added once, by `documentScope`.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { envelope, refusal } from '@kabuto/shared/contract';
import type { Endpoint } from '@kabuto/shared/contract';

/** The customer API's request content type (API.md). */
export const FORM = 'application/x-www-form-urlencoded';

export function contractSchema<
  B extends z.ZodType,
  D extends z.ZodType,
  E extends z.ZodRawShape = Record<never, never>,
>(tags: string[], contract: Endpoint<B, D, E>) {
  return {
    tags,
    summary: contract.summary,
    body: contract.body,
    response: { 200: envelope(contract.data, contract.extra) },
  };
}

/** The same for a GET route: the contract's `body` is read from the query string. */
export function queryContractSchema<
  B extends z.ZodType,
  D extends z.ZodType,
  E extends z.ZodRawShape = Record<never, never>,
>(tags: string[], contract: Endpoint<B, D, E>) {
  const { body, ...schema } = contractSchema(tags, contract);
  return { ...schema, querystring: body };
}

/** The statuses, besides 200, that a route of a scope can answer, and why. */
const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'The body could not be read (`invalid_parameter`).',
  401: 'Missing, unknown or expired credentials (`login_again`).',
  403: 'Signed in, but the role does not allow it (`forbidden`).',
  404: 'No such route or item (`not_found`).',
  413: 'The body is larger than allowed (`invalid_parameter`).',
  429: 'Too many attempts (`submitted_too_frequently`).',
};

export interface ScopeDocs {
  /** OpenAPI security requirement of every route in the scope (names of `securitySchemes`). */
  security?: Array<Record<string, string[]>>;
  /** Content types of request bodies. */
  consumes: string[];
  /** Error statuses every route of the scope can answer. */
  statuses: number[];
}

function withRefusals(route: RouteOptions, statuses: number[]): void {
  const schema = (route.schema ??= {});
  const response = (schema.response ?? {}) as Record<string, unknown>;
  if (!('200' in response) && !(200 in response)) return; // not a contract route (files, docs)
  for (const status of statuses) {
    response[status] ??= refusal.meta({ description: STATUS_TEXT[status] ?? 'Refused.' });
  }
  schema.response = response;
}

/**
 * Documents every route registered in `scope` after this call: security, body content types and
 * the refusal statuses. Call it before the routes, where the scope's auth hook is added.
 */
export function documentScope(scope: FastifyInstance, docs: ScopeDocs): void {
  scope.addHook('onRoute', (route) => {
    const schema = (route.schema ??= {});
    if (docs.security && !schema.security) schema.security = docs.security;
    if (schema.body && !schema.consumes) schema.consumes = docs.consumes;
    const statuses = [...docs.statuses];
    if ('rateLimit' in (route.config ?? {})) statuses.push(429);
    withRefusals(route, [...new Set(statuses)].sort());
  });
}
