import type { Dictionary } from './types';

/** Navigation, layout and messages shared by every page. */
export const common: Dictionary = {
  'site.name': { id: 'Nusantara Rasa Group', en: 'Nusantara Rasa Group' },
  // Each page's one name: its navbar and footer link, its tab title and its heading.
  'nav.home': { id: 'Beranda', en: 'Home' },
  'nav.about': { id: 'Tentang Kami', en: 'About Us' },
  'nav.contact': { id: 'Kontak', en: 'Contact' },
  'nav.career': { id: 'Karier', en: 'Careers' },
  'nav.ourBrand': { id: 'Brand Kami', en: 'Our Brands' },
  'nav.investorRelation': { id: 'Hubungan Investor', en: 'Investor Relations' },
  'nav.doctors': { id: 'Dokter', en: 'Doctors' },
  'nav.createAccount': { id: 'Buat Akun', en: 'Create Account' },
  'nav.openMenu': { id: 'Buka menu', en: 'Open menu' },
  'nav.closeMenu': { id: 'Tutup menu', en: 'Close menu' },
  'nav.main': { id: 'Navigasi utama', en: 'Main navigation' },
  'nav.skipToContent': { id: 'Lewati ke konten', en: 'Skip to content' },
  'language.toggle': { id: 'Ganti bahasa ke English', en: 'Switch language to Bahasa Indonesia' },
  'common.loading': { id: 'Memuat', en: 'Loading' },
  'common.close': { id: 'Tutup', en: 'Close' },

  // Carousels
  'carousel.previous': { id: 'Slide sebelumnya', en: 'Previous slide' },
  'carousel.next': { id: 'Slide berikutnya', en: 'Next slide' },
  'carousel.goTo': { id: 'Tampilkan slide {index}', en: 'Show slide {index}' },
  'carousel.slideOf': { id: '{index} dari {count}', en: '{index} of {count}' },

  // Messages of the content calls, keyed by their English text.
  'Please enter a valid email address': {
    id: 'Masukkan alamat email yang valid',
    en: 'Please enter a valid email address',
  },
  'Error fetching restaurants': { id: 'Gagal memuat daftar restoran', en: 'Error fetching restaurants' },
};
