import type { Dictionary } from './types';
import {
  CONTRAST_TOO_LOW,
  ORDER_INVALID,
  ORDER_SAVED,
  RESTAURANT_DELETED,
  RESTAURANT_NOT_FOUND,
  TRANSLATION_NOT_BUNDLED,
  TRANSLATION_NOT_FOUND,
  TRANSLATION_RESET,
} from '../messages/catalog';
import { restaurantMessages } from '../validation/restaurant';
import { themeMessages } from '../validation/theme';
import { translationMessages } from '../validation/translation';

/** The console's restaurants, theme colours and translations: its strings and its API's messages. */
export const adminCatalog: Dictionary = {
  // Messages of the staff API and of the shared schemas.
  [RESTAURANT_NOT_FOUND]: { id: 'Restoran ini sudah tidak ada', en: RESTAURANT_NOT_FOUND },
  [RESTAURANT_DELETED]: { id: 'Restoran dihapus', en: RESTAURANT_DELETED },
  [ORDER_SAVED]: { id: 'Urutan disimpan', en: ORDER_SAVED },
  [ORDER_INVALID]: { id: 'Urutan baru harus menyebut setiap restoran satu kali', en: ORDER_INVALID },
  [TRANSLATION_NOT_FOUND]: { id: 'Situs tidak memiliki teks dengan kunci ini', en: TRANSLATION_NOT_FOUND },
  [TRANSLATION_RESET]: { id: 'Kembali ke teks bawaan', en: TRANSLATION_RESET },
  [TRANSLATION_NOT_BUNDLED]: { id: 'Teks ini tidak memiliki versi bawaan untuk dikembalikan', en: TRANSLATION_NOT_BUNDLED },
  [CONTRAST_TOO_LOW]: {
    id: 'Teks pada warna {colour} akan memiliki kontras {ratio}:1; WCAG AA meminta paling sedikit 4.5:1',
    en: CONTRAST_TOO_LOW,
  },
  [restaurantMessages.nameRequired]: { id: 'Masukkan nama restoran', en: restaurantMessages.nameRequired },
  [restaurantMessages.descriptionRequired]: { id: 'Masukkan deskripsi dalam bahasa Indonesia', en: restaurantMessages.descriptionRequired },
  [restaurantMessages.tooLong]: { id: 'Teks ini terlalu panjang', en: restaurantMessages.tooLong },
  [restaurantMessages.pictureRequired]: { id: 'Pilih gambar', en: restaurantMessages.pictureRequired },
  [restaurantMessages.pictureUrl]: {
    id: 'Gunakan alamat web (http atau https) atau jalur di situs ini',
    en: restaurantMessages.pictureUrl,
  },
  [restaurantMessages.menuUrl]: { id: 'Gunakan alamat web yang diawali http:// atau https://', en: restaurantMessages.menuUrl },
  [restaurantMessages.citiesRequired]: { id: 'Sebutkan paling sedikit satu kota', en: restaurantMessages.citiesRequired },
  [restaurantMessages.tooManyCities]: { id: 'Sebutkan paling banyak 30 kota', en: restaurantMessages.tooManyCities },
  [restaurantMessages.versionRequired]: { id: 'Versi yang Anda sunting tidak ada', en: restaurantMessages.versionRequired },
  [themeMessages.colourInvalid]: { id: 'Masukkan warna sebagai #rrggbb', en: themeMessages.colourInvalid },
  [translationMessages.keyRequired]: { id: 'Sebutkan teks yang akan diubah', en: translationMessages.keyRequired },
  [translationMessages.textRequired]: { id: 'Tulis teksnya dalam paling sedikit satu bahasa', en: translationMessages.textRequired },
  [translationMessages.versionInvalid]: { id: 'Versi yang Anda sunting tidak sah', en: translationMessages.versionInvalid },
};
