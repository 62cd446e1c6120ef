import type { AppContext } from '../../context.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { refuse } from '../../lib/refusal.ts';
import { newToken } from '../../lib/tokens.ts';
import { countSignInAttempt, deleteSignInFailures } from './repository.ts';

/**
 * A hash of a secret nobody knows, made with the configured cost, per cost: a sign-in to an
 * unknown account is checked against it, so that it takes as long as one to a known account.
 */
const dummyHashes = new Map<string, Promise<string>>();
export function dummyPasswordHash(ctx: AppContext): Promise<string> {
  const cost = ctx.config.passwordHashing;
  const key = `${cost.memoryCost_kib}:${cost.timeCost}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword(newToken(), cost);
    dummyHashes.set(key, hash);
  }
  return hash;
}

function windowOpenedBefore(ctx: AppContext): string {
  return new Date(
    ctx.clock.now().getTime() - ctx.config.signInAccountLimit.window_ms,
  ).toISOString();
}

/**
 * Counts an attempt at the login password of `account` (sign-in, or the original password when
 * changing it) BEFORE the password is compared, in one statement (so a burst from many addresses
 * cannot read a stale count), and refuses once the window holds more than the limit. The window
 * starts at its first attempt and is not extended by later ones, so an attacker cannot keep a
 * customer locked out past it; a successful sign-in clears the count. Unknown account numbers are
 * counted alike, so the answer tells nothing about which accounts exist.
 */
export async function claimLoginPasswordAttempt(ctx: AppContext, account: string): Promise<void> {
  const attempts = await countSignInAttempt(ctx.db, {
    account,
    now: ctx.clock.now().toISOString(),
    windowOpenedBefore: windowOpenedBefore(ctx),
  });
  if (attempts > ctx.config.signInAccountLimit.max) refuse('sign_in_attempts_exceeded');
}

/** Forgets the counts whose window has run out (a job), so unknown account numbers leave no rows. */
export function pruneSignInFailures(ctx: AppContext): Promise<number> {
  return deleteSignInFailures(ctx.db, { windowOpenedBefore: windowOpenedBefore(ctx) });
}

/** The login password was right: the account's count starts over. */
export async function clearLoginPasswordAttempts(ctx: AppContext, account: string): Promise<void> {
  await deleteSignInFailures(ctx.db, { account });
}
