import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isLanguage } from '@kabuto/shared/catalogue';
import { customerContracts as contracts } from '@kabuto/shared/contracts/customers';
import { contractSchema } from '../../lib/contract-route.ts';
import { customerOf, requireCustomer, tokenOf } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { fundingContracts } from '@kabuto/shared/contracts/funding';
import { chooseTimeZone, logout, register, userInfo } from './service.ts';
import { endSession, listSessions } from './devices.ts';
import { login } from './sign-in.ts';
import { disableTotp, enableTotp, setUpTotp } from './two-factor.ts';
import {
  changeLoginPassword,
  fundUnlockStatus,
  lockFunds,
  setFundPassword,
  unlockFunds,
} from './passwords.ts';

/** Sign-up and sign-in: public, rate limited ("submitted too frequently"). */
export async function publicCustomerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { max, window_ms } = app.ctx.config.authRateLimit;
  const rateLimit = { max, timeWindow: window_ms };

  r.post(
    '/user/register',
    {
      config: { rateLimit },
      schema: contractSchema(['user'], contracts['user/register']),
    },
    async (request) => {
      const lang = request.headers.lang;
      await register(app.ctx, { ...request.body, language: isLanguage(lang) ? lang : undefined });
      return success(null, 'register_success');
    },
  );

  r.post(
    '/user/login',
    {
      config: { rateLimit },
      schema: contractSchema(['user'], contracts['user/login']),
    },
    async (request) => {
      const ua = request.headers['user-agent'];
      const origin = { userAgent: ua, address: request.ip };
      return success(await login(app.ctx, request.body, origin), 'login_success');
    },
  );
}

export async function customerRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user/logout',
    { schema: contractSchema(['user'], contracts['user/logout']) },
    async (request) => {
      await logout(app.ctx, tokenOf(request) ?? '');
      return success(null, 'logout_success');
    },
  );

  // The two passwords: the login password and the fund password (customers own both).
  r.post(
    '/user/loginpassword',
    { schema: contractSchema(['user'], fundingContracts['user/loginpassword']) },
    async (req) => {
      await changeLoginPassword(app.ctx, customerOf(req).id, req.body, tokenOf(req));
      return success(null, 'modify_success');
    },
  );
  r.post(
    '/user/fundpassword',
    { schema: contractSchema(['user'], fundingContracts['user/fundpassword']) },
    async (req) => {
      const outcome = await setFundPassword(app.ctx, customerOf(req).id, req.body);
      return success({ outcome }, outcome === 'set' ? 'fund_password_set' : 'modify_success');
    },
  );

  r.post(
    '/user/getUserinfo',
    { schema: contractSchema(['user'], contracts['user/getUserinfo']) },
    async (request) => success(await userInfo(app.ctx, customerOf(request).id)),
  );

  r.post(
    '/user/timezone',
    { schema: contractSchema(['user'], contracts['user/timezone']) },
    async (request) =>
      success(
        await chooseTimeZone(app.ctx, customerOf(request).id, request.body),
        'modify_success',
      ),
  );

  r.post(
    '/user/unlock',
    { schema: contractSchema(['user'], contracts['user/unlock']) },
    async (request) => {
      const unlock = await unlockFunds(
        app.ctx,
        customerOf(request).id,
        tokenOf(request) ?? '',
        request.body.fund_password,
      );
      return success(unlock, 'funds_unlocked');
    },
  );

  r.post(
    '/user/lock',
    { schema: contractSchema(['user'], contracts['user/lock']) },
    async (request) =>
      success(
        await lockFunds(app.ctx, customerOf(request), tokenOf(request) ?? ''),
        'funds_locked',
      ),
  );

  r.post(
    '/user/unlockstatus',
    { schema: contractSchema(['user'], contracts['user/unlockstatus']) },
    async (request) =>
      success(await fundUnlockStatus(app.ctx, customerOf(request), tokenOf(request) ?? '')),
  );

  securityRoutes(app);
}

/** Two-factor sign-in and the customer's sessions (issue 16), in the signed-in scope. */
function securityRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user/totpsetup',
    { schema: contractSchema(['user'], contracts['user/totpsetup']) },
    async (req) => success(await setUpTotp(app.ctx, customerOf(req).id)),
  );
  r.post(
    '/user/totpenable',
    { schema: contractSchema(['user'], contracts['user/totpenable']) },
    async (req) =>
      success(
        await enableTotp(app.ctx, customerOf(req).id, req.body.code, tokenOf(req) ?? ''),
        'totp_enabled',
      ),
  );
  r.post(
    '/user/totpdisable',
    { schema: contractSchema(['user'], contracts['user/totpdisable']) },
    async (req) => {
      await disableTotp(app.ctx, customerOf(req).id, req.body, tokenOf(req) ?? '');
      return success(null, 'totp_disabled');
    },
  );
  r.post(
    '/user/sessions',
    { schema: contractSchema(['user'], contracts['user/sessions']) },
    async (req) => success(await listSessions(app.ctx, customerOf(req).id, tokenOf(req) ?? '')),
  );
  r.post(
    '/user/sessionend',
    { schema: contractSchema(['user'], contracts['user/sessionend']) },
    async (req) => {
      await endSession(app.ctx, customerOf(req).id, tokenOf(req) ?? '', req.body.id ?? '');
      return success(null, 'session_ended');
    },
  );
}
