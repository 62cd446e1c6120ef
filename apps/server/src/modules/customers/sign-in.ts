import type { LoginResult } from '@kabuto/shared/contracts/customers';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { refuse } from '../../lib/refusal.ts';
import { sendSystemMessage } from '../messages/service.ts';
import { describeDevice, deviceKey } from './devices.ts';
import { findCustomerByAccount } from './repository.ts';
import { findTotp, recordDevice } from './security-repository.ts';
import { ACCOUNT_PATTERN } from './service.ts';
import { openSession } from './sessions.ts';
import {
  claimLoginPasswordAttempt,
  clearLoginPasswordAttempts,
  dummyPasswordHash,
} from './sign-in-throttle.ts';
import { useCode } from './two-factor.ts';

/** What the request tells of where a sign-in comes from. */
export interface SignInOrigin {
  userAgent: string | undefined;
  address: string | undefined;
}

/**
 * Signs in: the password (counted per account), then, when two-factor is on, a code from the app
 * or a recovery code (`otp`; none: `otp_required`, which the app answers by asking for it). A
 * device the customer has not signed in from before (the first of all aside) sends a site
 * message. `offer_two_factor` is true on the first sign-in of a customer without two-factor.
 */
export async function login(
  ctx: AppContext,
  input: { account?: string | undefined; password?: string | undefined; otp?: string | undefined },
  origin: SignInOrigin,
): Promise<LoginResult> {
  const account = (input.account ?? '').trim();
  if (!ACCOUNT_PATTERN.test(account)) refuse('account_format');
  if (!input.password) refuse('password_required');
  await claimLoginPasswordAttempt(ctx, account);
  const customer = await findCustomerByAccount(ctx.db, account);
  // The same work whether or not the account exists: an unknown one is checked against a hash.
  const valid = await verifyPassword(
    customer?.password_hash ?? (await dummyPasswordHash(ctx)),
    input.password,
  );
  if (!customer || !valid) refuse('wrong_account_or_password');
  await clearLoginPasswordAttempts(ctx, account);
  if (customer.login_banned) refuse('account_banned');
  const totp = await findTotp(ctx.db, customer.id);
  const twoFactor = totp?.enabled_at != null;
  if (twoFactor) {
    const otp = (input.otp ?? '').trim();
    if (!otp) refuse('otp_required');
    await useCode(ctx, customer.id, otp, { allowRecovery: true, confirm: 'on' });
  }
  const device = describeDevice(origin.userAgent);
  const address = origin.address?.slice(0, 64) ?? null;
  const token = await openSession(ctx, customer.id, { device, address });
  const firstDevice = await inTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now().toISOString();
    const key = deviceKey(origin.userAgent);
    const outcome = await recordDevice(tx, { customerId: customer.id, deviceKey: key, now });
    if (outcome === 'new')
      await sendSystemMessage(tx, ctx.clock, {
        customerId: customer.id,
        kind: 'new_device_sign_in',
        params: { device: device ?? '?', address: address ?? '?' },
      });
    return outcome === 'first';
  });
  return {
    token,
    account: customer.account,
    notice: customer.funds_frozen ? 'account_frozen' : null,
    offer_two_factor: firstDevice && !twoFactor,
  };
}
