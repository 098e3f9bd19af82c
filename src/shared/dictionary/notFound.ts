import type { Dictionary } from './types';

/** The not-found page, loaded with its code. */
export const notFound: Dictionary = {
  'notFound.title': { id: 'Halaman tidak ditemukan', en: 'Page not found' },
  'notFound.text': {
    id: 'Halaman yang Anda cari tidak ada atau telah dipindahkan.',
    en: 'The page you are looking for does not exist or has moved.',
  },
  'notFound.back': { id: 'Kembali ke beranda', en: 'Back to home' },
};
