import type { Dictionary } from './types';

/**
 * Strings of the home page's first screen (banner and introduction), with the fallback texts
 * shown when the content API cannot be reached. The sections below have theirs in homeLower.ts.
 */
export const home: Dictionary = {
  'home.banners': { id: 'Sorotan Nusantara Rasa', en: 'Nusantara Rasa highlights' },
  'home.bannerAlt': { id: 'Sajian khas Nusantara, banner {index}', en: 'Dishes of the archipelago, banner {index}' },
  'home.introEyebrow': { id: 'Selamat datang', en: 'Welcome' },
  'home.fallbackTitle': {
    id: 'Cita Rasa Nusantara di Setiap Meja',
    en: 'The Flavours of the Archipelago at Every Table',
  },
  'home.fallbackDescription': {
    id: 'Nusantara Rasa Group menghadirkan brand-brand restoran dengan resep warisan dari Sabang sampai Merauke. Setiap hidangan dimasak dari bumbu segar yang diulek setiap hari, untuk keluarga, sahabat, dan rekan kerja Anda.',
    en: 'Nusantara Rasa Group brings together restaurant brands with heritage recipes from across Indonesia. Every dish is cooked from spices freshly ground each day, for your family, friends and colleagues.',
  },
  'home.learnMore': { id: 'Selengkapnya', en: 'Learn more' },
  'home.restaurantSlider': { id: 'Etalase restoran', en: 'Restaurant showcase' },
  'home.previousRestaurant': { id: 'Restoran sebelumnya', en: 'Previous restaurant' },
  'home.nextRestaurant': { id: 'Restoran berikutnya', en: 'Next restaurant' },
  'home.showRestaurant': { id: 'Tampilkan restoran {index}', en: 'Show restaurant {index}' },
  'home.restaurantFallbackAlt': { id: 'Suasana salah satu restoran kami', en: 'Inside one of our restaurants' },
};
