import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsContracts as contracts } from '@kabuto/shared/contracts/news';
import { contractSchema } from '../../lib/contract-route.ts';
import { z } from 'zod';
import { id } from '@kabuto/shared/contract';
import { success } from '../../plugins/envelope.ts';
import { languageOf } from '../../lib/language.ts';
import { newsArticle, newsImage, publishedNews } from './service.ts';

/** Published news: public, in the reader's language. */
export async function newsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['common'];
  r.post('/common/news', { schema: contractSchema(tags, contracts['common/news']) }, async (req) =>
    success(await publishedNews(app.ctx, req.body.type, req.body.page, languageOf(req))),
  );
  r.post(
    '/common/newsinfo',
    { schema: contractSchema(tags, contracts['common/newsinfo']) },
    async (req) => success(await newsArticle(app.ctx, req.body.id, languageOf(req))),
  );
  r.get(
    '/common/newsimage/:id',
    {
      schema: {
        tags,
        summary: 'An article image',
        params: z.object({ id: id() }),
      },
    },
    async (req, reply) => {
      const image = await newsImage(app.ctx, req.params.id);
      return reply
        .header('content-type', image.mime)
        .header('cache-control', 'public, max-age=3600')
        .send(image.bytes);
    },
  );
}
