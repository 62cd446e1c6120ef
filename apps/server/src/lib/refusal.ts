import type { MessageKey, MessageParams } from '@kabuto/shared/catalogue';

/**
 * A request the customer (or staff member) can fix: it maps to a catalogue key and writes
 * nothing, because it is thrown inside the command's transaction and rolls it back.
 * Bugs are ordinary Errors and answer `server_error`.
 */
export class Refusal extends Error {
  constructor(
    readonly msg: MessageKey,
    readonly params?: MessageParams,
    readonly httpStatus: number = 200,
  ) {
    super(msg);
    this.name = 'Refusal';
  }
}

export function refuse(msg: MessageKey, params?: MessageParams): never {
  throw new Refusal(msg, params);
}

/** HTTP 401: missing, unknown or expired credentials. */
export class Unauthenticated extends Refusal {
  constructor() {
    super('login_again', undefined, 401);
    this.name = 'Unauthenticated';
  }
}

/** HTTP 403: signed in, but the role does not allow it. */
export class Forbidden extends Refusal {
  constructor() {
    super('forbidden', undefined, 403);
    this.name = 'Forbidden';
  }
}
