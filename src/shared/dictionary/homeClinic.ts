import type { Dictionary } from './types';

/**
 * The home page's invitation to the doctors. Its strings come with the home page's lower
 * sections, which load as the visitor scrolls: the home page's first visit stays as light.
 */
export const homeClinic: Dictionary = {
  'home.clinicEyebrow': { id: 'Klinik kami', en: 'Our clinic' },
  'home.clinicTitle': { id: 'Buat janji dengan dokter', en: "Book a doctor's appointment" },
  'home.clinicText': {
    id: 'Pilih dokter dan waktu yang masih kosong, lalu pesan secara online tanpa perlu menelepon.',
    en: 'Choose a doctor and a free time, and book online without a phone call.',
  },
  'home.clinicAction': { id: 'Cari dokter', en: 'Find a doctor' },
};
