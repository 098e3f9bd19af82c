// The public pages' content (SPEC §3, documented in docs/api-content.md), in the
// visitor's language with Indonesian as the per-field fallback, answered with
// ETag/Last-Modified so revalidation costs a 304.
import type { FastifyPluginAsync } from 'fastify';
import type { AboutContent, CareerContent, ContactContent, HomeContent, OurBrandContent } from '../../src/lib/contentTypes';
import { sendCacheable } from '../http/caching';
import { notFound } from '../http/errors';
import { requestLang } from '../http/lang';
import { readContent, type ContentSlug } from '../services/content';
import { listRestaurants, newest } from '../services/restaurants';
import type { RouteDeps } from './deps';

export const CONTENT_NOT_FOUND = 'Content not found';

export const contentRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/home-content', async (request, reply) => {
    const lang = requestLang(request);
    const [content, list] = await Promise.all([
      readContent<Omit<HomeContent, 'restaurants'>>(db, 'home', lang),
      listRestaurants(db, lang),
    ]);
    if (!content) throw notFound(CONTENT_NOT_FOUND);
    const data: HomeContent = { ...content.body, restaurants: list.restaurants };
    return sendCacheable(request, reply, { success: true, data }, newest(content.updatedAt, list.updatedAt));
  });

  const page = <T>(url: string, slug: ContentSlug) =>
    app.get(url, async (request, reply) => {
      const content = await readContent<T>(db, slug, requestLang(request));
      if (!content) throw notFound(CONTENT_NOT_FOUND);
      return sendCacheable(request, reply, { success: true, data: content.body }, content.updatedAt);
    });
  page<AboutContent>('/about-content', 'about');
  page<ContactContent>('/contact-content', 'contact');
  page<CareerContent>('/career-content', 'career');
  page<OurBrandContent>('/our-brand-content', 'our-brand');

  app.get('/restaurants', async (request, reply) => {
    const list = await listRestaurants(db, requestLang(request));
    return sendCacheable(request, reply, { success: true, data: list.restaurants }, list.updatedAt);
  });
};
