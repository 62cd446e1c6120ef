import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteContracts as contracts } from '@kabuto/shared/contracts/site';
import { contractSchema } from '../../lib/contract-route.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '@kabuto/shared/catalogue';
import { success } from '../../plugins/envelope.ts';
import { page, publicConfig } from './service.ts';

/** Public site information: configuration entries and the about/privacy/agreement pages. */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/common/config',
    { schema: contractSchema(['common'], contracts['common/config']) },
    async () => success(await publicConfig(app.ctx)),
  );
  r.post(
    '/common/page',
    { schema: contractSchema(['common'], contracts['common/page']) },
    async (request) => {
      const header = request.headers.lang;
      const language = request.body.lang ?? (isLanguage(header) ? header : DEFAULT_LANGUAGE);
      return success(await page(app.ctx, request.body.name, language));
    },
  );
}
