/**
 * Staff sign-in for tests and the simulation (issue 16): staff must use two-factor sign-in, so
 * the first sign-in of a staff user answers a setup-only session, which sets up TOTP with a code
 * computed from the secret it is shown; later sign-ins send a code computed from that secret at
 * the app clock's now.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { totpCodeAt } from '../lib/totp.ts';

/** The password test staff users are created with (≥ 12 characters, not a common one). */
export const TEST_STAFF_PASSWORD = 'desk-pass-2026';

/** Each app's staff secrets by username (an app is one database). */
const secrets = new WeakMap<AppContext, Map<string, string>>();

/** Each app's unused recovery codes by username. */
const recoveryCodes = new WeakMap<AppContext, Map<string, string[]>>();

export function staffSecretOf(ctx: AppContext, username: string): string | undefined {
  return secrets.get(ctx)?.get(username);
}

/**
 * One unused recovery code of a staff user signed in through `signInStaff` (for sign-ins that
 * may fall in a time step already used, as a restarted server's are).
 */
export function takeRecoveryCode(ctx: AppContext, username: string): string {
  const code = recoveryCodes.get(ctx)?.get(username)?.shift();
  if (!code) throw new Error(`no recovery code left for ${username}`);
  return code;
}

interface Answer<T> {
  status: number;
  msg: string;
  data: T;
}

async function call<T>(app: FastifyInstance, url: string, body: object, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin${url}`,
    payload: body,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  return res.json() as Answer<T>;
}

/**
 * Signs a staff user in with password and code, setting two-factor up on the first sign-in;
 * answers the session's token. Throws on any refusal.
 */
export async function signInStaff(
  k: { app: FastifyInstance; ctx: AppContext },
  username: string,
  password = TEST_STAFF_PASSWORD,
): Promise<string> {
  const known = secrets.get(k.ctx) ?? new Map<string, string>();
  secrets.set(k.ctx, known);
  const secret = known.get(username);
  const otp = secret ? await totpCodeAt(secret, k.ctx.clock.now()) : undefined;
  const login = await call<{ token: string; setup_only: boolean }>(k.app, '/login', {
    username,
    password,
    ...(otp ? { otp } : {}),
  });
  if (login.status !== 1) throw new Error(`staff sign-in ${username}: ${login.msg}`);
  const { token } = login.data;
  if (!login.data.setup_only) return token;
  const setup = await call<{ secret: string }>(k.app, '/totp/setup', {}, token);
  const code = await totpCodeAt(setup.data.secret, k.ctx.clock.now());
  const enabled = await call<{ recovery_codes: string[] }>(k.app, '/totp/enable', { code }, token);
  if (enabled.status !== 1) throw new Error(`staff two-factor ${username}: ${enabled.msg}`);
  known.set(username, setup.data.secret);
  const codes = recoveryCodes.get(k.ctx) ?? new Map<string, string[]>();
  recoveryCodes.set(k.ctx, codes);
  codes.set(username, [...enabled.data.recovery_codes]);
  return token;
}

/**
 * A four-eyes change (issue 16) carried through: `propose` is called with the proposer's token;
 * a pending proposal it answers is approved by `checker`. Answers the approval, or the proposal's
 * answer when it was refused (or made no proposal).
 */
export async function proposeAndApprove(
  k: { app: FastifyInstance },
  checker: string,
  propose: () => Promise<{ http: number; body: { status: number; msg: string; data: unknown } }>,
) {
  const proposed = await propose();
  const proposal = proposed.body.data as { id?: number; kind?: string } | null;
  if (proposed.body.msg !== 'proposal_submitted') return proposed;
  let id = proposal?.kind ? proposal.id : undefined;
  if (id === undefined) {
    const list = await k.app.inject({
      method: 'GET',
      url: '/api/admin/proposals?status=pending',
      headers: { authorization: `Bearer ${checker}` },
    });
    id = (list.json() as { data: { id: number }[] }).data[0]?.id;
  }
  const res = await k.app.inject({
    method: 'POST',
    url: `/api/admin/proposals/${id}/approve`,
    headers: { authorization: `Bearer ${checker}` },
    payload: {},
  });
  return { http: res.statusCode, body: res.json() as { status: number; msg: string; data: never } };
}
