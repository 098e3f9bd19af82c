// Every /api/admin route, one plugin per console area. A route names the role it needs in
// its config (`{ config: { staffRole: 'editor' } }`); the hook below puts the guard in front
// of it, and refuses to start a route that names none, so no staff route goes unguarded.
import type { FastifyPluginAsync, preHandlerHookHandler } from 'fastify';
import type { StaffRole } from '../../../src/shared/roles';
import { staffGuard } from '../../http/staffAuth';
import type { ApiDeps } from '../deps';
import type { AdminDeps } from './deps';
import { catalogRoutes } from './catalog';
import { clinicRoutes } from './clinic';
import { contentEditingRoutes } from './content';
import { doctorAdminRoutes } from './doctors';
import { inboxRoutes } from './inbox';
import { mediaRoutes } from './media';
import { outletRoutes } from './outlets';
import { publishingRoutes } from './publishing';
import { releaseRoutes } from './releases';
import { refundRoutes } from './refunds';
import { staffRoutes } from './staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The least role a staff route needs (routes/admin only). */
    staffRole?: StaffRole;
  }
}

/** The console's areas, registered under /api/admin (tests list their routes through it). */
export const ADMIN_AREAS: FastifyPluginAsync<AdminDeps>[] = [
  staffRoutes,
  contentEditingRoutes,
  catalogRoutes,
  outletRoutes,
  mediaRoutes,
  inboxRoutes,
  refundRoutes,
  doctorAdminRoutes,
  clinicRoutes,
  publishingRoutes,
  releaseRoutes,
];

export const adminRoutes: FastifyPluginAsync<ApiDeps> = async (
  app,
  { config, db, tokens, now, imageWork, deriveSecret },
) => {
  const deps: AdminDeps = { config, db, tokens, now, imageWork, deriveSecret, guard: staffGuard(tokens, db) };

  app.addHook('onRoute', (route) => {
    const role = route.config?.staffRole;
    if (!role) throw new Error(`${String(route.method)} ${route.url} names no staff role (config.staffRole)`);
    const own = route.preHandler ? ([] as preHandlerHookHandler[]).concat(route.preHandler) : [];
    route.preHandler = [deps.guard(role) as preHandlerHookHandler, ...own];
  });

  // Staff answers are personal: never stored by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get('/session', { config: { staffRole: 'editor' } }, async (request) => ({
    success: true,
    staff: { email: request.staff.email, role: request.staff.role },
  }));

  for (const area of ADMIN_AREAS) await app.register(area, deps);
};
