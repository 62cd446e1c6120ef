import { createHash } from 'node:crypto';
import type { Db, Tx } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import type { AppContext } from '../../context.ts';
import { deleteKeysBefore, insertKey, keyRow } from './repository.ts';

/**
 * Idempotency keys, stored with a hash of the request. Every command that takes a `nonce` keys
 * itself here, in one table (`idempotency_keys`, one row per customer and key):
 *
 * - `claimKey(tx, request)` runs first in the command's transaction. A new key is written and the
 *   command goes on; it commits with the command, or rolls back with it.
 * - The same key again with the same command and parameters is a repeat: the command answers its
 *   first result (looked up by the nonce in its own table) and writes nothing. A concurrent repeat
 *   waits on the key's unique index for the first to commit (PostgreSQL), or runs after it
 *   (SQLite, one writer), and is then a repeat like any other.
 * - The same key with another command or other parameters is refused, `idempotency_mismatch`.
 * - A refused command writes nothing, its key included: a refusal is not remembered, and the same
 *   key may be sent again (with the same or other parameters) as a new request.
 *
 * `seenKey` is the read-only check that commands with work before their transaction (checking a
 * fund password) make first, so that a repeat is answered without it.
 */

export type KeyedCommand =
  'order' | 'withdrawal' | 'recharge' | 'deposit' | 'exchange' | 'loan' | 'block_purchase';

export interface KeyedRequest {
  readonly customerId: number;
  readonly key: string;
  readonly command: KeyedCommand;
  readonly hash: string;
}

type Field = string | number | Buffer | undefined;

/**
 * The key of a request, or null when it has none. `fields` are the request's parameters, key and
 * secrets (fund password, channel key) left out: text is trimmed, an empty or absent field
 * dropped, the rest sorted by name and hashed (sha256) with the command's name. A file is hashed
 * by its bytes.
 */
export function keyedRequest(
  customerId: number,
  command: KeyedCommand,
  key: string | undefined,
  fields: Record<string, Field>,
): KeyedRequest | null {
  if (key === undefined || key === '') return null;
  const canonical: [string, string][] = [];
  for (const name of Object.keys(fields).sort()) {
    const value = fields[name];
    if (value === undefined) continue;
    const text = Buffer.isBuffer(value)
      ? `sha256:${createHash('sha256').update(value).digest('hex')}`
      : String(value).trim();
    if (text !== '') canonical.push([name, text]);
  }
  const hash = createHash('sha256')
    .update(JSON.stringify([command, canonical]))
    .digest('hex');
  return { customerId, key, command, hash };
}

/** A stored key against the request: a repeat, or refused as another request. */
function compare(stored: { command: string; request_hash: string }, request: KeyedRequest) {
  // Keys copied from before the hashes were kept (migration 017) match on the command alone.
  const sameRequest = stored.request_hash === '' || stored.request_hash === request.hash;
  if (stored.command !== request.command || !sameRequest) refuse('idempotency_mismatch');
  return 'repeat' as const;
}

/**
 * Takes the key for this command, first thing in its transaction: 'new' (the key is now this
 * request's, until the transaction ends), 'repeat' (answer the first result), or refused
 * `idempotency_mismatch`. A request without a key is always 'new'.
 */
export async function claimKey(
  tx: Tx,
  request: KeyedRequest | null,
  now: string,
): Promise<'new' | 'repeat'> {
  if (!request) return 'new';
  const inserted = await insertKey.run(tx, {
    customer_id: request.customerId,
    key: request.key,
    command: request.command,
    request_hash: request.hash,
    created_at: now,
  });
  if (inserted > 0) return 'new';
  const stored = await keyRow.first(tx, { customer_id: request.customerId, key: request.key });
  if (!stored) throw new Error(`idempotency key of customer ${request.customerId} not readable`);
  return compare(stored, request);
}

/** The same check without writing: 'repeat', 'new' (not taken yet), or refused as above. */
export async function seenKey(db: Db, request: KeyedRequest | null): Promise<'new' | 'repeat'> {
  if (!request) return 'new';
  const stored = await keyRow.first(db, { customer_id: request.customerId, key: request.key });
  return stored ? compare(stored, request) : 'new';
}

/** The first result of a repeat; a key whose command left no result is another request's. */
export function firstResult<T>(row: T | undefined): T {
  if (row === undefined) refuse('idempotency_mismatch');
  return row;
}

/**
 * How long a key is kept. A repeat sent later than this is a new request to this table; where
 * the command's own table holds its nonce (orders), it is then refused `idempotency_mismatch`
 * and writes nothing, so a forgotten key never places a second order.
 */
export const KEY_RETENTION_DAYS = 30;

/** Forgets keys older than KEY_RETENTION_DAYS (a job): the table does not grow for ever. */
export function pruneKeys(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - KEY_RETENTION_DAYS * 86_400_000);
  return deleteKeysBefore(ctx.db, before.toISOString());
}
