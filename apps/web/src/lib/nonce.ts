/**
 * An idempotency key for a money command (recharge, deposit, withdrawal, exchange). A form keeps
 * one key until the command succeeds, so a double tap or a retry after a lost answer is the same
 * command to the server, never a second one. getRandomValues works outside secure contexts too.
 */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
