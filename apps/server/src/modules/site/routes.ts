import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from '@kabuto/shared/catalogue';
import { form, text } from '@kabuto/shared/contract';
import { success } from '../../plugins/envelope.ts';
import { page, publicConfig } from './service.ts';

/** Public site information: configuration entries and the about/privacy/agreement pages. */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/common/config',
    {
      schema: {
        tags: ['common'],
        summary: 'Public configuration entries, including `kefu` (customer-service link)',
        body: form({ type: text() }),
      },
    },
    async () => success(await publicConfig(app.ctx)),
  );
  r.post(
    '/common/page',
    {
      schema: {
        tags: ['common'],
        summary: 'A content page: about, privacy or protocol (user agreement)',
        body: form({ name: text(), lang: z.enum(LANGUAGES).optional() }),
      },
    },
    async (request) => {
      const header = request.headers.lang;
      const language = request.body.lang ?? (isLanguage(header) ? header : DEFAULT_LANGUAGE);
      return success(await page(app.ctx, request.body.name, language));
    },
  );
}
