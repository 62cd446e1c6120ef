import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Envelope } from '@kabuto/shared/api';
import type { MessageKey, MessageParams } from '@kabuto/shared/catalogue';
import { isMessageKey } from '@kabuto/shared/catalogue';
import { Refusal } from '../lib/refusal.ts';

/** A success answer: `{ status: 1, msg, data, ...extra }`. */
export function success<T, E extends Record<string, unknown> = Record<never, never>>(
  data: T,
  msg: MessageKey = 'ok',
  extra?: E,
): { status: 1; msg: MessageKey; data: T } & E {
  return { status: 1, msg, data, ...(extra as E) };
}

export function failure(msg: MessageKey, params?: MessageParams): Envelope<null> {
  return params ? { status: 0, msg, params, data: null } : { status: 0, msg, data: null };
}

function validationMessage(error: FastifyError): MessageKey {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0]?.message;
    if (isMessageKey(first)) return first;
  }
  const first = error.validation?.[0]?.message;
  return isMessageKey(first) ? first : 'invalid_parameter';
}

/**
 * The one place errors become answers. Refusals carry their catalogue key; validation failures
 * name the first broken rule; anything else is a bug: logged in full, answered `server_error`
 * without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
    if (error instanceof Refusal) {
      app.ctx.metrics.refusals.inc({ key: error.msg });
      return reply.code(error.httpStatus).send(failure(error.msg, error.params));
    }
    if (error.validation) {
      app.ctx.metrics.refusals.inc({ key: validationMessage(error) });
      return reply.code(200).send(failure(validationMessage(error)));
    }
    if (error.statusCode === 429) {
      return reply.code(429).send(failure('submitted_too_frequently'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      const msg: MessageKey = error.statusCode === 404 ? 'not_found' : 'invalid_parameter';
      return reply.code(error.statusCode).send(failure(msg));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(failure('server_error'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(failure('not_found'));
  });
}
