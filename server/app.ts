// Builds the whole HTTP application without listening, so tests drive it with inject().
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { TrustProxy } from './config/trustProxy';
import type { Db } from './db/connect';
import { accountCheckedTokens } from './http/auth';
import { frameworkErrorAnswer, installErrorHandling, NOT_FOUND, sendFailure } from './http/errors';
import { installInputGuards } from './http/inputGuards';
import type { PageRenderer } from '../src/shared/routing/serverRender';
import { HTML_TYPE } from './pages/htmlText';
import { createLandingPages } from './pages/landingPage';
import { isLandingCall } from './http/landingCall';
import { builtFiles, FILE_NAME_MAX, overlongSegment } from './http/builtFiles';
import { sendAnswer, sendMadeNow, type MadeNow } from './http/caching';
import { PageCache } from './pages/pageCache';
import { PRIVATE_PAGE_HEADERS, type PrivatePage } from './pages/draftPreview';
import { loggerOptions, requestIdFor } from './http/logging';
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from './http/securityHeaders';
import { installUploadGuard } from './http/uploadGuard';
import { installPublicFilePolicy } from './http/publicFiles';
import { serveUploads } from './http/uploadServing';
import { addressIn, plainPath } from '../src/shared/routing/languageAddress';
import { isPagePath, routeNames, routeTable } from '../src/shared/routing/routeTable';
import { apiRoutes } from './routes';
import { seoRoutes } from './routes/seo';
import { databaseRateLimitStore } from './http/rateLimitStore';
import { DEFAULT_TIMEOUTS, timeoutOptions, type Timeouts } from './http/timeouts';
import { installRequestLanes, type RequestLanes } from './http/requestLanes';
import { FairTurns } from './http/turns';
import { answerCacheFor, type PreparedAnswer } from './services/answerCache';
import { ImageWorkQueue } from './services/imageWork';
import { deriveSecret, type SecretDeriver } from './services/jwtSecret';
import { readHead } from './services/publishing/heads';
import { PREVIEW_SECRET_LABEL } from './services/publishing/previewLinks';
import { createTokenService } from './services/tokens';

export type AppDeps = {
  config: Config;
  db: Db;
  jwtSecret: string;
  /** The current time; tests pass a fixed clock. */
  now?: () => Date;
  logger?: boolean;
  /** Where the log lines go (stdout by default); tests read them from here. */
  logStream?: DestinationStream;
  /** The server's render of pages (loadPageRenderer in main.ts); without it the browser renders them. */
  renderPage?: PageRenderer;
  /** How long to wait on clients (http/timeouts.ts); tests shorten them. */
  timeouts?: Timeouts;
  /** The turns heavy requests wait for (http/turns.ts); tests pass ones on a clock of their own. */
  turns?: FairTurns;
  /** The picture decode queue (services/imageWork.ts); tests pass one they can hold busy. */
  imageWork?: ImageWorkQueue;
};

/**
 * Fastify takes the addresses as they are; a number of proxies becomes "trust that many hops
 * nearest the server" (this Fastify treats a bare number as trusting none). A client then
 * moves nothing by writing X-Forwarded-For entries of its own: only the entries the trusted
 * proxies appended count.
 */
export function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** JSON bodies are small forms; the profile picture (multipart) has its own limit. */
export const BODY_LIMIT_BYTES = 64 * 1024;

// webpack names long-lived files name.<contenthash>.ext; those never change.
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|svg|png|webp|avif)(\.br|\.gz)?$/;
const APP_SHELL = /[\\/]index\.html(\.br|\.gz)?$/;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions(config.logLevel, deps.logStream),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: requestIdFor,
    // A page view's own API calls (pages/landingPage.ts) are not logged one by one.
    logController: new LogController({ disableRequestLogging: isLandingCall }),
    frameworkErrors: frameworkErrorAnswer(config.apiErrorStatus),
    ...timeoutOptions(deps.timeouts ?? DEFAULT_TIMEOUTS),
  });

  installErrorHandling(app, config.apiErrorStatus);
  // Requests are answered with their id, so a visitor's report can be found in the log.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  // Once shutting down, every answer closes its connection, so a kept-alive client does
  // not hold the process open after its last request.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  // The same security headers on every answer, worked out once (http/securityHeaders.ts).
  const headers = securityHeaders({
    razorpay: Boolean(config.razorpayKeyId && config.razorpayKeySecret),
    siteOrigin: new URL(config.appUrl).origin,
  });
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (request.protocol === 'https') reply.raw.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    done();
  });
  await app.register(cors, {
    // Same-origin use needs no CORS at all; other origins only when listed in CORS_ORIGINS.
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Content-Type', 'Accept-Language', 'Authorization', 'Token', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
  const tokens = accountCheckedTokens(
    createTokenService(deps.jwtSecret, { patient: config.jwtExpiresIn, staff: config.staffJwtExpiresIn }),
    deps.db,
  );
  // Then, before any work (and with the headers every answer carries, a refusal's too): heavy
  // requests (a page made anew, a signed-in read, a write) wait for their client's turn
  // (http/requestLanes.ts, http/turns.ts); the rest go straight on.
  const lanes = installRequestLanes(app, {
    turns: deps.turns ?? new FairTurns({ perClient: config.requestTurns.perClient, share: config.requestTurns.share }),
    tokens,
    retryAfterSeconds: config.requestTurns.retryAfterSeconds,
  });
  installInputGuards(app);
  installUploadGuard(app);
  installPublicFilePolicy(app);
  await app.register(compress, { threshold: 1024 });
  // Counts in the database: one limit across every process on one PostgreSQL.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(deps.db) });

  const now = deps.now ?? (() => new Date());
  const imageWork = deps.imageWork ?? new ImageWorkQueue(config.imageWork);
  const deriveSecretOfSite = (label: string) => deriveSecret(deps.jwtSecret, label);
  await app.register(apiRoutes, {
    prefix: '/api',
    config,
    db: deps.db,
    tokens,
    now,
    imageWork,
    deriveSecret: deriveSecretOfSite,
  });
  await app.register(seoRoutes, { config, db: deps.db });

  registerStatic(app, config, deps.db, deps.renderPage, now, lanes, deriveSecretOfSite);
  return app;
}

function registerStatic(
  app: FastifyInstance,
  config: Config,
  db: Db,
  renderPage: PageRenderer | undefined,
  now: () => Date,
  lanes: RequestLanes,
  deriveSecret: SecretDeriver,
) {
  // Uploaded photos and the console's media, from whichever store keeps them.
  serveUploads(app, config, db);

  // A path segment longer than any file name (255 bytes) names no file: the not-found page at
  // once, not the 403 the static handler's spelling check answered (ENAMETOOLONG). Nor does a
  // path the static handler would take whose first segment is no name in the built folder
  // (http/builtFiles.ts): the not-found page without its file-system look-ups.
  const files = builtFiles(config.staticDir);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) return;
    const overlong = request.url.length > FILE_NAME_MAX && overlongSegment(request.url);
    if (overlong || (request.routeOptions.url === STATIC_ROUTE && !files.mayBeFile(request.url))) {
      reply.callNotFound();
      return reply;
    }
  });

  const indexFile = path.join(config.staticDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // index.html asked for by name is the app as well: never kept without a check.
        const cache = HASHED_ASSET.test(filePath)
          ? 'public, max-age=31536000, immutable'
          : APP_SHELL.test(filePath)
            ? 'no-cache'
            : 'public, max-age=604800';
        reply.header('Cache-Control', cache);
      },
    });
  }

  // Read once: each page's answer is this file with that page's first data written in.
  const renderIndex = hasWebApp
    ? createLandingPages(app, fs.readFileSync(indexFile, 'utf8'), {
        renderPage,
        siteUrl: config.appUrl,
        // Pages are as fresh as the answers they are made from, so with no answer cache there are no kept pages.
        pageCache:
          config.contentCacheMs > 0 && config.pageCacheBytes > 0
            ? new PageCache(
                config.pageCacheBytes,
                (key) => answerCacheFor(db).currentEtag(key),
                () => now().getTime(),
              )
            : undefined,
        now,
        onRenderError: (error, request) =>
          request.log.error({ err: error }, 'server render failed; the page goes out for the browser to render'),
        draftPreview: {
          secret: deriveSecret(PREVIEW_SECRET_LABEL),
          readDraft: async (slug) => (await readHead(db, 'page', slug))?.draft ?? null,
          timeZone: config.clinicTimeZone,
        },
      })
    : undefined;
  // A page differs with the visitor's render hints (language, signed in): cookies. A kept
  // page goes with its ETag and the compressed copy the browser takes.
  const sendIndex = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: string | PreparedAnswer | MadeNow | PrivatePage,
    status = 200,
  ) => {
    reply.code(status).header('Vary', 'Cookie');
    if (typeof page !== 'string' && 'private' in page) {
      reply.code(page.status);
      for (const [name, value] of PRIVATE_PAGE_HEADERS) reply.header(name, value);
      return sendMadeNow(request, reply, page, HTML_TYPE);
    }
    if (typeof page !== 'string' && 'etag' in page) return sendAnswer(request, reply, page, 'no-cache');
    return sendMadeNow(request, reply.header('Cache-Control', 'no-cache'), page, HTML_TYPE);
  };
  // Every page of the route table, at its address in each language, is a route of its own:
  // the static handler would look for a file of that name first, several file-system calls
  // per page view. (Other spellings, /About or /about/, still reach the page through the
  // not-found handler below.)
  if (renderIndex) {
    const page = async (request: FastifyRequest, reply: FastifyReply) =>
      sendIndex(request, reply, await lanes.page(request, reply, () => renderIndex(request)));
    for (const name of routeNames) {
      const { pattern } = routeTable[name];
      for (const lang of ['id', 'en'] as const) app.get(addressIn(pattern, lang), page);
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || !renderIndex) {
      return sendFailure(config.apiErrorStatus, request, reply, 404, NOT_FOUND);
    }
    // A form of a page the server rendered, sent before the web app took the page over
    // (method post, so nothing typed lands in a URL): back to the page, which then works.
    // (One leading slash: "//host/..." would send the visitor to another site.)
    if (request.method === 'POST') return reply.redirect(`/${request.url.replace(/^[/\\]+/, '')}`, 303);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendFailure(config.apiErrorStatus, request, reply, 404, NOT_FOUND);
    }
    // Every other path is the single-page app, showing a page or its not-found page; the
    // status says which, so search engines and link checkers see a missing page as missing.
    const status = isPagePath(plainPath(request.url.split(/[?#]/)[0])) ? 200 : 404;
    return sendIndex(request, reply, await lanes.page(request, reply, () => renderIndex(request)), status);
  });
}

/** The route of the static handler (prefix `/`, every path no other route takes). */
const STATIC_ROUTE = '/*';
