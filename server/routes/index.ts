// Every /api route, one plugin per area.
import type { FastifyPluginAsync } from 'fastify';
import { accountSecurityRoutes } from './accountSecurity';
import { adminRoutes } from './admin';
import { appointmentRoutes } from './appointments';
import { authRoutes } from './auth';
import { contactRoutes } from './contact';
import { contentRoutes } from './content';
import type { ApiDeps, RouteDeps } from './deps';
import { doctorPanelRoutes } from './doctorPanel';
import { doctorRoutes } from './doctors';
import { investorRoutes } from './investor';
import { passwordResetRoutes } from './passwordReset';
import { paymentRoutes } from './payments';
import { profileRoutes } from './profile';
import { siteRoutes } from './site';

export const apiRoutes: FastifyPluginAsync<ApiDeps> = async (
  app,
  { config, db, tokens, now, imageWork, deriveSecret },
) => {
  // Only the dependencies travel on: Fastify's own options (the /api prefix) must not.
  const deps: RouteDeps = { config, db, tokens, now, imageWork };
  await app.register(siteRoutes, deps);
  await app.register(contentRoutes, deps);
  await app.register(investorRoutes, deps);
  await app.register(contactRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(passwordResetRoutes, deps);
  await app.register(accountSecurityRoutes, deps);
  await app.register(profileRoutes, deps);
  await app.register(doctorRoutes, deps);
  await app.register(appointmentRoutes, deps);
  await app.register(paymentRoutes, { ...deps, deriveSecret });
  await app.register(doctorPanelRoutes, { ...deps, prefix: '/doctor' });
  await app.register(adminRoutes, { ...deps, deriveSecret, prefix: '/admin' });
};
