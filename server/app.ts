// Builds the whole HTTP application without listening, so tests drive it with inject().
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import type { Db } from './db/connect';
import { installErrorHandling } from './http/errors';
import { contentSecurityPolicy } from './http/securityHeaders';
import { apiRoutes } from './routes';
import { createTokenService } from './services/tokens';

export type AppDeps = {
  config: Config;
  db: Db;
  jwtSecret: string;
  /** The current time; tests pass a fixed clock. */
  now?: () => Date;
  logger?: boolean;
};

// webpack names long-lived files name.<contenthash>.ext; those never change.
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|svg|png|webp|avif)(\.br|\.gz)?$/;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.token', 'req.headers.cookie'] },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    genReqId: () => crypto.randomUUID(),
  });

  installErrorHandling(app);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy() },
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  // Strict-Transport-Security only means something over TLS.
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, { global: false });

  const tokens = createTokenService(deps.jwtSecret, config.jwtExpiresIn);
  const now = deps.now ?? (() => new Date());
  await app.register(apiRoutes, { prefix: '/api', config, db: deps.db, tokens, now });

  registerStatic(app, config);
  return app;
}

function registerStatic(app: FastifyInstance, config: Config) {
  const uploadsDir = path.join(config.dataDir, 'uploads');
  fs.mkdirSync(uploadsDir, { recursive: true });
  app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '30d',
    immutable: true,
    // Uploaded files are images the server re-encoded; never let a browser guess otherwise.
    setHeaders: (reply) => reply.header('X-Content-Type-Options', 'nosniff'),
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
        const cache = HASHED_ASSET.test(filePath)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=604800';
        reply.header('Cache-Control', cache);
      },
    });
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexFile));
  // The root is a folder to the static handler; answer it with the app itself.
  if (hasWebApp) app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || !hasWebApp) {
      return reply.code(404).send({ success: false, message: 'Not found' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ success: false, message: 'Not found' });
    }
    // Every other path is a page of the single-page app.
    return sendIndex(reply);
  });
}
