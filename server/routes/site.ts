// Site-wide content every page needs: theme colours, navbar/footer and UI translations,
// kept ready to send for CONTENT_CACHE_MS (services/answerCache.ts).
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ThemeColors } from '../../src/shared/contentTypes';
import { DEFAULT_THEME_COLORS } from '../../src/shared/themeDefaults';
import type { RouteDeps } from './deps';
import { siteSettings, translations } from '../db/schema';
import { prepareAnswer, sendAnswer } from '../http/caching';
import { notFound } from '../services/failures';
import { requestLang } from '../http/lang';
import { answerCacheFor } from '../services/answerCache';
import { readContent } from '../services/content';

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
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'theme'));
      const stored = (row?.value as { colors?: Partial<ThemeColors> } | undefined)?.colors ?? {};
      const colors = { ...DEFAULT_THEME_COLORS, ...stored };
      return prepareAnswer({ success: true, theme: { colors } }, row?.updatedAt);
    });
    return sendAnswer(request, reply, answer);
  });

  app.get('/navbar-footer-content', async (request, reply) => {
    const lang = requestLang(request);
    const answer = await cache.answer('navbar-footer', lang, ttl, async () => {
      const content = await readContent(db, 'navbar-footer', lang);
      if (!content) throw notFound('Content not found');
      return prepareAnswer({ success: true, data: content.body }, content.updatedAt);
    });
    return sendAnswer(request, reply, answer);
  });

  app.get('/translations', async (request, reply) => {
    const answer = await cache.answer('translations', 'all', ttl, async () => {
      // The SPEC §3 entry shape only: the version and change time are the console's business.
      const rows = await db
        .select({ key: translations.key, indonesian: translations.indonesian, english: translations.english })
        .from(translations)
        .orderBy(translations.key);
      return prepareAnswer({ success: true, data: rows });
    });
    return sendAnswer(request, reply, answer);
  });
};
