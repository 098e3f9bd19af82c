import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** URL of an API path as the web app calls it under Jest. */
export const apiUrl = (path: string) => `${window.location.origin}/api${path}`;

/** Answers for the calls the layout makes on every page; tests add their own on top. */
export const layoutHandlers = [
  http.get(apiUrl('/theme'), () =>
    HttpResponse.json({ success: true, theme: { colors: { primary: '#73B21B', secondary: '#9c27b0' } } }),
  ),
  http.get(apiUrl('/translations'), () => HttpResponse.json({ success: true, data: [] })),
  http.get(apiUrl('/navbar-footer-content'), ({ request }) =>
    HttpResponse.json({
      success: true,
      data: {
        navbar: { logo: '/media/logo.svg' },
        footer: {
          logo: '/media/logo-light.svg',
          leftDescription:
            request.headers.get('accept-language') === 'en' ? 'Flavours of the archipelago.' : 'Cita rasa Nusantara.',
          middleTitle: 'Newsletter',
          middleDescription: '',
          rightTitle: '',
          numberPhone: '+62 21 555 0100',
          address: 'Jl. Sudirman 1, Jakarta',
          email: 'halo@example.com',
          copyright: '© 2026 Nusantara Rasa Group',
          facebookUrl: '',
          instagramUrl: 'https://instagram.com/nusantararasa',
          youtubeUrl: '',
        },
      },
    }),
  ),
];

export const server = setupServer(...layoutHandlers);
