// GET /api/investor-relation (SPEC §3, §7): the investor page's banner, its document
// lists per category and the dividend history, in the visitor's language with
// Indonesian as the per-field fallback, revalidated with ETag/Last-Modified and kept
// ready to send for CONTENT_CACHE_MS (services/answerCache.ts).
import type { FastifyPluginAsync } from 'fastify';
import { prepareAnswer, sendAnswer } from '../http/caching';
import { documentAnswer } from '../http/documentAnswers';
import { notFound } from '../services/failures';
import { requestLang } from '../http/lang';
import { answerCacheFor } from '../services/answerCache';
import { readContent } from '../services/content';
import { INVESTOR_NOT_FOUND } from '../../src/shared/messages/content';
import type { RouteDeps } from './deps';

export const investorRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  const cache = answerCacheFor(db);
  app.get('/investor-relation', async (request, reply) => {
    const lang = requestLang(request);
    const answer = await cache.answer('investor', lang, config.contentCacheMs, async () => {
      const content = await readContent(db, 'investor', lang);
      if (!content) throw notFound(INVESTOR_NOT_FOUND);
      // In its promised shape, the banner as an absolute URL on APP_URL, documents as stored (http/documentAnswers.ts).
      return prepareAnswer(documentAnswer('investor', content.body, config.appUrl), content.updatedAt);
    });
    return sendAnswer(request, reply, answer);
  });
};
