import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from './deps';

// Routes of this area are added by its own feature work.
export const contentRoutes: FastifyPluginAsync<RouteDeps> = async () => {};
