import type { Dictionary } from './types';

/** What a page that failed to render says instead (src/app/layout/PageFailed.tsx), loaded with its code. */
export const pageFailed: Dictionary = {
  'pageFailed.title': { id: 'Halaman ini tidak dapat ditampilkan', en: 'This page could not be shown' },
  'pageFailed.text': {
    id: 'Terjadi kesalahan saat membuka halaman ini. Coba muat ulang, atau kembali ke beranda.',
    en: 'Something went wrong while opening this page. Try reloading it, or go back to the home page.',
  },
  'pageFailed.home': { id: 'Kembali ke beranda', en: 'Back to home' },
  'pageFailed.reload': { id: 'Muat ulang', en: 'Reload' },
};
