import type { Dictionary } from './types';

/**
 * Strings of the home page's sections below its first screen (the doctors' invitation, the
 * restaurants and their cities, the team, getting in touch), with their fallback texts. They
 * come with those sections' code, which loads as the visitor scrolls towards them: the home
 * page's first visit stays light.
 */
export const homeLower: Dictionary = {
  'home.clinicEyebrow': { id: 'Klinik kami', en: 'Our clinic' },
  'home.clinicTitle': { id: 'Buat janji dengan dokter', en: "Book a doctor's appointment" },
  'home.clinicText': {
    id: 'Pilih dokter dan waktu yang masih kosong, lalu pesan secara online tanpa perlu menelepon.',
    en: 'Choose a doctor and a free time, and book online without a phone call.',
  },
  'home.clinicAction': { id: 'Cari dokter', en: 'Find a doctor' },
  'home.restaurantsEyebrow': { id: 'Brand kami', en: 'Our brands' },
  'home.fallbackRestaurantsTitle': { id: 'Restoran kami', en: 'Our restaurants' },
  'home.fallbackRestaurantsDescription': {
    id: 'Setiap brand punya kisah dan resep andalannya sendiri. Temukan yang terdekat di kota Anda.',
    en: 'Every brand has its own story and signature recipes. Find the one nearest to you.',
  },
  'home.loadingRestaurants': { id: 'Memuat restoran', en: 'Loading restaurants' },
  'home.noRestaurants': {
    id: 'Daftar restoran belum dapat ditampilkan. Silakan coba lagi nanti.',
    en: 'The restaurants cannot be shown right now. Please try again later.',
  },
  'home.citiesOf': { id: 'Kota {name}', en: 'Cities of {name}' },
  'home.outletsIn': { id: 'Gerai {name} di {city}', en: '{name} outlets in {city}' },
  'home.previousCity': { id: 'Kota sebelumnya untuk {name}', en: 'Previous city for {name}' },
  'home.nextCity': { id: 'Kota berikutnya untuk {name}', en: 'Next city for {name}' },
  'home.cityCount': { id: '({index}/{count})', en: '({index}/{count})' },
  'home.employeesEyebrow': { id: 'Dalam angka', en: 'By the numbers' },
  'home.fallbackEmployeesTitle': { id: 'Tumbuh bersama tim kami', en: 'Growing together with our team' },
  'home.fallbackEmployeesDescription': {
    id: 'Di balik setiap piring ada ratusan orang yang bekerja dengan sepenuh hati.',
    en: 'Behind every plate are hundreds of people who cook and serve with heart.',
  },
  'home.fallbackCard1Title': { id: '6', en: '6' },
  'home.fallbackCard1Sub': { id: 'Brand restoran', en: 'Restaurant brands' },
  'home.fallbackCard1Text': {
    id: 'Dari warung sate hingga rumah makan Minang, masing-masing dengan resep keluarga.',
    en: 'From satay stalls to Minang dining rooms, each with its family recipes.',
  },
  'home.fallbackCard2Title': { id: '40+', en: '40+' },
  'home.fallbackCard2Sub': { id: 'Gerai di seluruh Indonesia', en: 'Outlets across Indonesia' },
  'home.fallbackCard2Text': {
    id: 'Hadir di kota-kota besar Jawa, Sumatra, Bali dan Sulawesi.',
    en: 'Open in the major cities of Java, Sumatra, Bali and Sulawesi.',
  },
  'home.fallbackCard3Title': { id: '1.200+', en: '1,200+' },
  'home.fallbackCard3Sub': { id: 'Karyawan', en: 'Employees' },
  'home.fallbackCard3Text': {
    id: 'Juru masak, pramusaji dan tim dapur yang kami latih dan kembangkan.',
    en: 'Cooks, servers and kitchen teams we train and grow.',
  },
  'home.getInTouchEyebrow': { id: 'Tulis pesan', en: 'Write to us' },
  'home.fallbackGetInTouchTitle': {
    id: 'Ada pertanyaan atau ingin memesan untuk acara? Hubungi kami',
    en: 'Have a question or planning an event order? Get in touch',
  },
  'home.getInTouchText': {
    id: 'Reservasi rombongan, kemitraan atau sekadar saran — tim kami membalas dalam satu hari kerja.',
    en: 'Group bookings, partnerships or simple feedback — our team replies within one working day.',
  },
  'home.getInTouchImageAlt': { id: 'Staf kami menyapa pelanggan', en: 'One of our staff greeting a guest' },
};
