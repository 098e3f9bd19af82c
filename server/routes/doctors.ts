// The public doctor list (SPEC §7): doctors with the slots already taken.
import type { FastifyPluginAsync } from 'fastify';
import { sendCacheable } from '../http/caching';
import { requestLang } from '../http/lang';
import { listDoctors } from '../services/booking';
import type { RouteDeps } from './deps';

export const doctorRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  app.get('/doctor/list', async (request, reply) => {
    const doctors = await listDoctors(db, requestLang(request));
    // The clinic's time zone travels with the list, so every browser builds its slot
    // tabs on the clinic's clock (the web app falls back to Asia/Jakarta without it).
    return sendCacheable(request, reply, {
      success: true,
      doctors,
      message: 'Doctor list',
      clinicTimeZone: config.clinicTimeZone,
    });
  });
};
