// Cross-Origin-Resource-Policy of the site's public files. Every answer carries `same-origin`
// (helmet's default, http/securityHeaders.ts), so no other site can embed what it should not:
// the API's answers, the calendar file of an appointment (behind a login), the pages and
// scripts. The public pictures and media, which the API answers as absolute URLs
// (http/sitePictures.ts) for clients on other origins to show, are `cross-origin`:
//   /media/…          the built artwork, the about video, the console's uploads
//                     (pictures, videos, investor PDFs: all shown on public pages)
//   /uploads/avatars/ profile pictures (random names, served to anyone who has the URL)
// Without it a browser refuses `<img src="https://site/media/doctor-01.webp">` on another site.
import type { FastifyInstance } from 'fastify';

const PUBLIC_FILE = /^\/(?:media\/|uploads\/avatars\/)/;

/** The resource policy a GET or HEAD of this path is answered with. */
export function resourcePolicyOf(path: string): 'cross-origin' | 'same-origin' {
  return PUBLIC_FILE.test(path) ? 'cross-origin' : 'same-origin';
}

export function installPublicFilePolicy(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url.split(/[?#]/, 1)[0];
    if (resourcePolicyOf(path) === 'cross-origin') reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
}
