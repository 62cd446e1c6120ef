import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isLanguage } from '@kabuto/shared/catalogue';
import { form, text, typeOnly } from '@kabuto/shared/contract';
import { customerOf, requireCustomer, tokenOf } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { login, logout, register, userInfo } from './service.ts';

/** Sign-up and sign-in: public, rate limited ("submitted too frequently"). */
export async function publicCustomerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { max, window_ms } = app.ctx.config.authRateLimit;
  const rateLimit = { max, timeWindow: window_ms };

  r.post(
    '/user/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['user'],
        summary: 'Register with a ten-digit mobile number (SPEC §5, §6)',
        body: form({
          account: text(),
          password: text(),
          repassword: text(),
          invite: text(),
          agree: text(),
        }),
      },
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
      schema: {
        tags: ['user'],
        summary: 'Sign in; answers a token for the `token` header',
        body: form({ account: text(), password: text() }),
      },
    },
    async (request) => success(await login(app.ctx, request.body), 'login_success'),
  );
}

export async function customerRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user/logout',
    { schema: { tags: ['user'], summary: 'End this session' } },
    async (request) => {
      await logout(app.ctx, tokenOf(request) ?? '');
      return success(null, 'logout_success');
    },
  );

  r.post(
    '/user/getUserinfo',
    {
      schema: {
        tags: ['user'],
        summary: 'Cash and borrowed credit per currency',
        body: typeOnly(),
      },
    },
    async (request) => success(await userInfo(app.ctx, customerOf(request).id)),
  );
}
