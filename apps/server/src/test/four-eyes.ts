/** Staff users for four-eyes tests (issue 16). */
import { staffCall, staffToken } from './funding.ts';
import type { TestKabuto } from './kabuto.ts';

type Role = 'admin' | 'reviewer' | 'operator' | 'auditor';

/**
 * Staff users for a four-eyes test, each with one role list, named `<prefix>-<key>`: `call` sends
 * a back-office request as one of them, `approve` approves a four-eyes proposal as one of them.
 */
export async function staffCrew<N extends string>(
  k: TestKabuto,
  prefix: string,
  roles: Record<N, Role[]>,
) {
  const tokens = {} as Record<N, string>;
  for (const name of Object.keys(roles) as N[])
    tokens[name] = await staffToken(k, `${prefix}-${name}`, roles[name]);
  const call = (who: N, method: 'GET' | 'POST', url: string, body?: object) =>
    staffCall(k, tokens[who], method, url, body);
  const approve = (who: N, id: number) => call(who, 'POST', `/proposals/${id}/approve`, {});
  return { tokens, call, approve };
}
