// Site-wide content every page needs: theme colours, navbar/footer and UI translations,
// kept ready to send for CONTENT_CACHE_MS (services/answerCache.ts).
import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_NOT_FOUND } from '../../src/shared/messages/content';
import type { RouteDeps } from './deps';
import { prepareAnswer, sendAnswer } from '../http/caching';
import { documentAnswer } from '../http/documentAnswers';
import { notFound } from '../services/failures';
import { requestLang } from '../http/lang';
import { answerCacheFor } from '../services/answerCache';
import { readContent } from '../services/content';
import { readPublicTheme } from '../services/theme';
import { listTranslationEntries } from '../services/translations';

export const siteRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  const cache = answerCacheFor(db);
  const ttl = config.contentCacheMs;

  // Liveness for load balancers and monitors, and the empty route the API benchmark
  // compares every other route with: no database, no work.
  app.get('/health', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { success: true };
  });

  // Theme and translations are the same in every language: one entry each.
  app.get('/theme', async (request, reply) => {
    const answer = await cache.answer('theme', 'all', ttl, async () => {
      const { colors, updatedAt } = await readPublicTheme(db);
      return prepareAnswer({ success: true, theme: { colors } }, updatedAt);
    });
    return sendAnswer(request, reply, answer);
  });

  app.get('/navbar-footer-content', async (request, reply) => {
    const lang = requestLang(request);
    const answer = await cache.answer('navbar-footer', lang, ttl, async () => {
      const content = await readContent(db, 'navbar-footer', lang);
      if (!content) throw notFound(CONTENT_NOT_FOUND);
      // The logos go out as absolute URLs on APP_URL (http/sitePictures.ts).
      return prepareAnswer(documentAnswer('navbar-footer', content.body, config.appUrl), content.updatedAt);
    });
    return sendAnswer(request, reply, answer);
  });

  app.get('/translations', async (request, reply) => {
    const answer = await cache.answer('translations', 'all', ttl, async () => {
      return prepareAnswer({ success: true, data: await listTranslationEntries(db) });
    });
    return sendAnswer(request, reply, answer);
  });
};
