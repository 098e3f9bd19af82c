// The public doctor list (SPEC §7): doctors with the slots already taken. Kept ready to
// send for CONTENT_CACHE_MS; bookings and cancellations drop it at once
// (services/booking.ts), so whoever books and reloads sees the slot taken.
import type { FastifyPluginAsync } from 'fastify';
import { prepareAnswer, sendAnswer } from '../http/caching';
import { withSitePictures } from '../http/sitePictures';
import { requestLang } from '../http/lang';
import { answerCacheFor } from '../services/answerCache';
import type { RouteDeps } from './deps';
import { listDoctors } from '../services/doctorList';

export const doctorRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config, now }) => {
  const cache = answerCacheFor(db);
  app.get('/doctor/list', async (request, reply) => {
    const lang = requestLang(request);
    const answer = await cache.answer('doctor-list', lang, config.contentCacheMs, async () =>
      // The clinic's time zone travels with the list, so every browser builds its slot
      // tabs on the clinic's clock (the web app falls back to Asia/Jakarta without it).
      // Portraits go out as absolute URLs on APP_URL (http/sitePictures.ts).
      prepareAnswer(
        withSitePictures(
          {
            success: true,
            doctors: await listDoctors(db, lang, { now: now(), timeZone: config.clinicTimeZone }, config.currency),
            message: 'Doctor list',
            clinicTimeZone: config.clinicTimeZone,
          },
          config.appUrl,
        ),
      ),
    );
    return sendAnswer(request, reply, answer);
  });
};
