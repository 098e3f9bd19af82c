import { OUTLET_CITY_NOT_LISTED, OUTLET_DELETED, OUTLET_NOT_FOUND, OUTLET_ORDER_INVALID } from '../messages/outlets';
import { outletMessages } from '../validation/outlet';
import type { Dictionary } from './types';

/** The console's outlet editor (in the restaurants section): its strings and its API's messages. */
export const adminOutlets: Dictionary = {
  // Messages of the staff API and of the shared schema.
  [OUTLET_NOT_FOUND]: { id: 'Gerai ini sudah tidak ada', en: OUTLET_NOT_FOUND },
  [OUTLET_DELETED]: { id: 'Gerai dihapus', en: OUTLET_DELETED },
  [OUTLET_ORDER_INVALID]: {
    id: 'Urutan baru harus menyebut setiap gerai restoran ini satu kali',
    en: OUTLET_ORDER_INVALID,
  },
  [OUTLET_CITY_NOT_LISTED]: { id: 'Pilih salah satu kota yang tercantum pada restoran', en: OUTLET_CITY_NOT_LISTED },
  [outletMessages.cityRequired]: { id: 'Pilih kotanya', en: outletMessages.cityRequired },
  [outletMessages.addressRequired]: { id: 'Masukkan alamatnya', en: outletMessages.addressRequired },
  [outletMessages.secureUrl]: { id: 'Gunakan alamat web aman yang diawali https://', en: outletMessages.secureUrl },
  [outletMessages.reservationUrl]: {
    id: 'Gunakan alamat web aman yang diawali https://, atau tautan telepon seperti tel:+62215550123',
    en: outletMessages.reservationUrl,
  },
  [outletMessages.phoneInvalid]: {
    id: 'Tulis nomor dalam format internasional, misalnya +62 21 555 0123',
    en: outletMessages.phoneInvalid,
  },
  [outletMessages.hoursInvalid]: {
    id: 'Jam buka berada dalam satu hari dengan kelipatan 15 menit, dan buka sebelum tutup',
    en: outletMessages.hoursInvalid,
  },
  [outletMessages.linkLabelRequired]: {
    id: 'Beri nama tautannya, misalnya GoFood',
    en: outletMessages.linkLabelRequired,
  },
  [outletMessages.tooManyLinks]: {
    id: 'Tambahkan paling banyak 5 tautan pesan antar',
    en: outletMessages.tooManyLinks,
  },

  'admin.outlets.show': { id: 'Gerai ({count})', en: 'Outlets ({count})' },
  'admin.outlets.showNamed': { id: 'Gerai {name}', en: '{name} outlets' },
  'admin.outlets.empty': { id: 'Restoran ini belum punya gerai.', en: 'This restaurant has no outlets yet.' },
  'admin.outlets.add': { id: 'Tambah gerai', en: 'Add outlet' },
  'admin.outlets.brandHidden': {
    id: 'Restoran ini tidak ada di situs: gerainya tampil setelah restoran diterbitkan',
    en: 'This restaurant is not on the site: its outlets show once it is published',
  },
  'admin.outlets.newHint': {
    id: 'Gerai baru disimpan sebagai draf: situs menampilkannya setelah Anda menerbitkannya.',
    en: 'A new outlet is saved as a draft: the site shows it once you publish it.',
  },
  'admin.outlets.orderNow': {
    id: 'Memindahkan gerai langsung mengubah urutan di situs; suntingan tetap draf sampai diterbitkan.',
    en: 'Moving an outlet changes the order on the site at once; edits stay drafts until published.',
  },
  /** How the publish bar's dialogs name an outlet: "Publish the Sate Senja outlet at Jl. Braga No. 48". */
  'admin.outlets.recordTitle': { id: 'gerai {name} di {address}', en: 'the {name} outlet at {address}' },
  'admin.outlets.newTitle': { id: 'Gerai baru {name}', en: 'New {name} outlet' },
  'admin.outlets.editTitle': { id: 'Sunting gerai {name} di {city}', en: 'Edit the {name} outlet in {city}' },
  'admin.outlets.edit': { id: 'Sunting', en: 'Edit' },
  'admin.outlets.editNamed': { id: 'Sunting {address}', en: 'Edit {address}' },
  'admin.outlets.delete': { id: 'Hapus', en: 'Remove' },
  'admin.outlets.deleteNamed': { id: 'Hapus {address}', en: 'Remove {address}' },
  'admin.outlets.moveUp': { id: 'Naikkan {address}', en: 'Move {address} up' },
  'admin.outlets.moveDown': { id: 'Turunkan {address}', en: 'Move {address} down' },
  'admin.outlets.deleteTitle': { id: 'Hapus gerai {address}?', en: 'Remove the outlet {address}?' },
  'admin.outlets.deleteText': {
    id: 'Gerai ini langsung hilang dari situs. Tindakan ini tidak dapat dibatalkan.',
    en: 'The outlet disappears from the site at once. This cannot be undone.',
  },
  'admin.outlets.deleteConfirm': { id: 'Hapus gerai', en: 'Remove outlet' },
  'admin.outlets.city': { id: 'Kota', en: 'City' },
  'admin.outlets.chooseCity': { id: 'Pilih kota', en: 'Choose a city' },
  'admin.outlets.address': { id: 'Alamat', en: 'Address' },
  'admin.outlets.noteId': { id: 'Catatan (Indonesia)', en: 'Note (Indonesian)' },
  'admin.outlets.noteEn': { id: 'Catatan (Inggris)', en: 'Note (English)' },
  'admin.outlets.noteHint': { id: 'Misalnya: Lantai 3, dekat bioskop', en: 'For example: 3rd floor, near the cinema' },
  'admin.outlets.phone': { id: 'Telepon', en: 'Phone' },
  'admin.outlets.whatsapp': { id: 'Nomor WhatsApp', en: 'WhatsApp number' },
  'admin.outlets.numberHint': {
    id: 'Format internasional, misalnya +62 21 555 0123',
    en: 'International form, for example +62 21 555 0123',
  },
  'admin.outlets.mapsUrl': { id: 'Tautan peta', en: 'Maps link' },
  'admin.outlets.mapsUrlHint': {
    id: 'Kosongkan agar situs menautkan pencarian alamat di peta',
    en: 'Leave empty and the site links a maps search of the address',
  },
  'admin.outlets.reservationUrl': { id: 'Tautan reservasi', en: 'Reservation link' },
  'admin.outlets.reservationUrlHint': {
    id: 'Situs reservasi, chat WhatsApp (https://wa.me/62…?text=…) atau telepon (tel:+62…)',
    en: 'A booking site, a WhatsApp chat (https://wa.me/62…?text=…) or a call (tel:+62…)',
  },
  'admin.outlets.hours': { id: 'Jam buka', en: 'Opening hours' },
  'admin.outlets.open': { id: 'Buka', en: 'Open' },
  'admin.outlets.closed': { id: 'Tutup', en: 'Closed' },
  'admin.outlets.from': { id: '{day} buka', en: '{day} opens' },
  'admin.outlets.to': { id: '{day} tutup', en: '{day} closes' },
  'admin.outlets.delivery': { id: 'Tautan pesan antar', en: 'Delivery links' },
  'admin.outlets.linkLabel': { id: 'Nama tautan {number}', en: 'Link {number} name' },
  'admin.outlets.linkUrl': { id: 'Alamat tautan {number}', en: 'Link {number} address' },
  'admin.outlets.addLink': { id: 'Tambah tautan', en: 'Add a link' },
  'admin.outlets.removeLink': { id: 'Hapus tautan {number}', en: 'Remove link {number}' },
};
