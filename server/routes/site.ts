// Site-wide content every page needs: theme colours, navbar/footer and UI translations.
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ThemeColors } from '../../src/lib/contentTypes';
import { DEFAULT_THEME_COLORS } from '../../src/lib/themeDefaults';
import type { RouteDeps } from './deps';
import { siteSettings, translations } from '../db/schema';
import { sendCacheable } from '../http/caching';
import { notFound } from '../http/errors';
import { requestLang } from '../http/lang';
import { readContent } from '../services/content';

export const siteRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  // Liveness for load balancers and monitors, and the empty route the API benchmark
  // compares every other route with: no database, no work.
  app.get('/health', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { success: true };
  });

  app.get('/theme', async (request, reply) => {
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'theme'));
    const stored = (row?.value as { colors?: Partial<ThemeColors> } | undefined)?.colors ?? {};
    const colors = { ...DEFAULT_THEME_COLORS, ...stored };
    return sendCacheable(request, reply, { success: true, theme: { colors } }, row?.updatedAt);
  });

  app.get('/navbar-footer-content', async (request, reply) => {
    const content = await readContent(db, 'navbar-footer', requestLang(request));
    if (!content) throw notFound('Content not found');
    return sendCacheable(request, reply, { success: true, data: content.body }, content.updatedAt);
  });

  app.get('/translations', async (request, reply) => {
    const rows = await db.select().from(translations).orderBy(translations.key);
    return sendCacheable(request, reply, { success: true, data: rows });
  });
};
