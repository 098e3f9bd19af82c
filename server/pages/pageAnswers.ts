// A page's public API answers, made through the app's own routes (as the web app would ask
// them at start) and written into its HTML: the calls of a page and of the layout, and the
// answers with the cached answers they came from (pages/pageCache.ts).
import type { FastifyInstance } from 'fastify';
import type { LangCode } from '../../src/shared/language';
import { answerKey, type Answers } from '../../src/shared/routing/answersBlock';
import { layoutReads, publicReads, type ReadName } from '../../src/shared/routing/publicReads';
import { ANSWER_KEY_HEADER, LANDING_CALL_HEADER, LANDING_CALL_TOKEN } from '../http/landingCall';
import type { PageSource } from './pageCache';

/** One GET the web app makes at start: its path under /api and the Accept-Language it sends ('' for none). */
export type ApiCall = { path: string; lang: '' | LangCode };

export const callOf = (read: ReadName, lang: LangCode): ApiCall => ({
  path: publicReads[read].path,
  lang: publicReads[read].localized ? lang : '',
});
export const keyOf = (call: ApiCall) => answerKey(call.path, call.lang);

/** What the layout asks for on every page (theme, translations, navbar and footer). */
export const layoutCalls = (lang: LangCode): ApiCall[] => layoutReads.map((read) => callOf(read, lang));

/** The answers of a page's calls, and the cached answers they were (pages/pageCache.ts). */
export type PageAnswers = { answers: Answers; sources: PageSource[] };

/**
 * Answers the calls through the app's own routes, so each body is exactly what the API
 * sends. Never with the visitor's headers (no token, no cookie): only public answers.
 * Failed calls, refusals ({success: false}) and anything not JSON are left out; the web
 * app then makes that call itself.
 */
export async function answerCalls(app: FastifyInstance, calls: ApiCall[], requestId: string): Promise<PageAnswers> {
  const answered = await Promise.all(
    calls.map(async (call): Promise<{ entry: [string, unknown]; source?: PageSource } | undefined> => {
      try {
        // The page request's id, so the log shows which page view these calls served.
        const headers: Record<string, string> = {
          'x-request-id': requestId,
          [LANDING_CALL_HEADER]: LANDING_CALL_TOKEN,
        };
        if (call.lang) headers['accept-language'] = call.lang;
        const res = await app.inject({ method: 'GET', url: `/api${call.path}`, headers });
        if (res.statusCode !== 200 || !String(res.headers['content-type'] ?? '').startsWith('application/json'))
          return undefined;
        const body: unknown = res.json();
        if (typeof body !== 'object' || body === null || (body as { success?: unknown }).success === false)
          return undefined;
        const cacheKey = res.headers[ANSWER_KEY_HEADER];
        const etag = res.headers.etag;
        return {
          entry: [keyOf(call), body],
          source: typeof cacheKey === 'string' && typeof etag === 'string' ? [cacheKey, etag] : undefined,
        };
      } catch {
        return undefined;
      }
    }),
  );
  const done = answered.filter((result) => result !== undefined);
  // Only when every call was answered from the answer cache can the page say what it was made from.
  const sources =
    done.length === calls.length && done.every((result) => result.source)
      ? done.map((result) => result.source as PageSource)
      : [];
  return { answers: Object.fromEntries(done.map((result) => result.entry)), sources };
}

export function withinTimeLimit<T>(work: Promise<T>, ms: number, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
    timer.unref();
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}
