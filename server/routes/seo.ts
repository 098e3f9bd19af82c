// The files search engines read at the site's root, /robots.txt and /sitemap.xml. Registered
// outside /api and apart from the web app's files, so they answer whether or not it is built.
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { prepareText, sendAnswer } from '../http/caching';
import { answerCacheFor } from '../services/answerCache';
import { robotsTxt } from '../pages/robots';
import { buildSitemap } from '../pages/sitemap';

export type SeoDeps = { config: Config; db: Db };

const XML = 'application/xml; charset=utf-8';

export const seoRoutes: FastifyPluginAsync<SeoDeps> = async (app, { config, db }) => {
  const cache = answerCacheFor(db);
  // It depends only on the configuration: written once.
  const robots = robotsTxt(config.appUrl);
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(robots),
  );

  // Kept ready like the other public answers; the console's saves of what it lists drop it
  // (services/answerCache.ts, BUILT_FROM).
  app.get('/sitemap.xml', async (request, reply) => {
    const answer = await cache.answer('sitemap', 'xml', config.contentCacheMs, async () =>
      prepareText(await buildSitemap(db, config.appUrl), XML),
    );
    return sendAnswer(request, reply, answer);
  });
};
