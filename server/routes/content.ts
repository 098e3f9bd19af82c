// The public pages' content (SPEC §3, documented in docs/api-content.md), in the
// visitor's language with Indonesian as the per-field fallback, answered with
// ETag/Last-Modified so revalidation costs a 304. Answers are kept ready to send for
// CONTENT_CACHE_MS (services/answerCache.ts).
import type { FastifyPluginAsync } from 'fastify';
import { prepareAnswer, sendAnswer } from '../http/caching';
import { documentAnswer } from '../http/documentAnswers';
import { withSitePictures } from '../http/sitePictures';
import { notFound } from '../services/failures';
import { requestLang } from '../http/lang';
import { answerCacheFor } from '../services/answerCache';
import { readContent, type ContentSlug } from '../services/content';
import { listOutlets } from '../services/outlets';
import { listRestaurants, newest } from '../services/restaurants';
import { CONTENT_NOT_FOUND } from '../../src/shared/messages/content';
import type { RouteDeps } from './deps';

export const contentRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  const cache = answerCacheFor(db);
  const ttl = config.contentCacheMs;
  // Pictures go out as absolute URLs on APP_URL (http/sitePictures.ts).
  const answerOf = (body: unknown, lastModified?: Date) =>
    prepareAnswer(withSitePictures(body, config.appUrl), lastModified);

  app.get('/home-content', async (request, reply) => {
    const lang = requestLang(request);
    const answer = await cache.answer('home', lang, ttl, async () => {
      const [content, list] = await Promise.all([readContent(db, 'home', lang), listRestaurants(db, lang)]);
      if (!content) throw notFound(CONTENT_NOT_FOUND);
      return prepareAnswer(
        documentAnswer('home', content.body, config.appUrl, list.restaurants),
        newest(content.updatedAt, list.updatedAt),
      );
    });
    return sendAnswer(request, reply, answer);
  });

  const page = (url: string, slug: ContentSlug & ('about' | 'contact' | 'career' | 'our-brand')) =>
    app.get(url, async (request, reply) => {
      const lang = requestLang(request);
      const answer = await cache.answer(slug, lang, ttl, async () => {
        const content = await readContent(db, slug, lang);
        if (!content) throw notFound(CONTENT_NOT_FOUND);
        return prepareAnswer(documentAnswer(slug, content.body, config.appUrl), content.updatedAt);
      });
      return sendAnswer(request, reply, answer);
    });
  page('/about-content', 'about');
  page('/contact-content', 'contact');
  page('/career-content', 'career');
  page('/our-brand-content', 'our-brand');

  app.get('/restaurants', async (request, reply) => {
    const lang = requestLang(request);
    const answer = await cache.answer('restaurants', lang, ttl, async () => {
      const list = await listRestaurants(db, lang);
      return answerOf({ success: true, data: list.restaurants }, list.updatedAt);
    });
    return sendAnswer(request, reply, answer);
  });

  // Where each brand can be visited (not in SPEC §7: the web app shows no outlets without it).
  app.get('/outlets', async (request, reply) => {
    const lang = requestLang(request);
    const answer = await cache.answer('outlets', lang, ttl, async () => {
      const list = await listOutlets(db, lang);
      return answerOf({ success: true, data: list.outlets }, list.updatedAt);
    });
    return sendAnswer(request, reply, answer);
  });
};
