import { OUTLET_CITY_NOT_LISTED, OUTLET_DELETED, OUTLET_NOT_FOUND, OUTLET_ORDER_INVALID } from '../messages/outlets';
import { outletMessages } from '../validation/outlet';
import type { Dictionary } from './types';

/** The console's outlet editor (in the restaurants section): its strings and its API's messages. */
export const adminOutlets: Dictionary = {
  // Messages of the staff API and of the shared schema.
  [OUTLET_NOT_FOUND]: { id: 'Gerai ini sudah tidak ada', en: OUTLET_NOT_FOUND },
  [OUTLET_DELETED]: { id: 'Gerai dihapus', en: OUTLET_DELETED },
  [OUTLET_ORDER_INVALID]: { id: 'Urutan baru harus menyebut setiap gerai restoran ini satu kali', en: OUTLET_ORDER_INVALID },
  [OUTLET_CITY_NOT_LISTED]: { id: 'Pilih salah satu kota yang tercantum pada restoran', en: OUTLET_CITY_NOT_LISTED },
  [outletMessages.cityRequired]: { id: 'Pilih kotanya', en: outletMessages.cityRequired },
  [outletMessages.addressRequired]: { id: 'Masukkan alamatnya', en: outletMessages.addressRequired },
  [outletMessages.secureUrl]: { id: 'Gunakan alamat web aman yang diawali https://', en: outletMessages.secureUrl },
  [outletMessages.phoneInvalid]: {
    id: 'Tulis nomor dalam format internasional, misalnya +62 21 555 0123',
    en: outletMessages.phoneInvalid,
  },
  [outletMessages.hoursInvalid]: {
    id: 'Jam buka berada dalam satu hari dengan kelipatan 15 menit, dan buka sebelum tutup',
    en: outletMessages.hoursInvalid,
  },
  [outletMessages.linkLabelRequired]: { id: 'Beri nama tautannya, misalnya GoFood', en: outletMessages.linkLabelRequired },
  [outletMessages.tooManyLinks]: { id: 'Tambahkan paling banyak 5 tautan pesan antar', en: outletMessages.tooManyLinks },

};
