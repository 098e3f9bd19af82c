// GET /api/investor-relation (SPEC §3, §7): the investor page's banner, its document
// lists per category and the dividend history, in the visitor's language with
// Indonesian as the per-field fallback, revalidated with ETag/Last-Modified.
import type { FastifyPluginAsync } from 'fastify';
import { normalizeInvestorData } from '../../src/lib/investorData';
import { sendCacheable } from '../http/caching';
import { notFound } from '../http/errors';
import { requestLang } from '../http/lang';
import { readContent } from '../services/content';
import type { RouteDeps } from './deps';

export const INVESTOR_NOT_FOUND = 'Investor information not found';

export const investorRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/investor-relation', async (request, reply) => {
    const content = await readContent<unknown>(db, 'investor', requestLang(request));
    if (!content) throw notFound(INVESTOR_NOT_FOUND);
    // Answered in the promised shape even when the stored document is only partly filled.
    const data = normalizeInvestorData(content.body);
    return sendCacheable(request, reply, { success: true, data }, content.updatedAt);
  });
};
