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
import { restaurantMessages } from '../validation/restaurantRules';
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
  [TRANSLATION_NOT_BUNDLED]: {
    id: 'Teks ini tidak memiliki versi bawaan untuk dikembalikan',
    en: TRANSLATION_NOT_BUNDLED,
  },
  [CONTRAST_TOO_LOW]: {
    id: 'Teks pada warna {colour} akan memiliki kontras {ratio}:1; WCAG AA meminta paling sedikit 4.5:1',
    en: CONTRAST_TOO_LOW,
  },
  [restaurantMessages.nameRequired]: { id: 'Masukkan nama restoran', en: restaurantMessages.nameRequired },
  [restaurantMessages.descriptionRequired]: {
    id: 'Masukkan deskripsi dalam bahasa Indonesia',
    en: restaurantMessages.descriptionRequired,
  },
  [restaurantMessages.tooLong]: { id: 'Teks ini terlalu panjang', en: restaurantMessages.tooLong },
  [restaurantMessages.pictureRequired]: { id: 'Pilih gambar', en: restaurantMessages.pictureRequired },
  [restaurantMessages.pictureUrl]: {
    id: 'Gunakan alamat web (http atau https) atau jalur di situs ini',
    en: restaurantMessages.pictureUrl,
  },
  [restaurantMessages.menuUrl]: {
    id: 'Gunakan alamat web (http atau https) atau jalur di situs ini, misalnya /documents/menu.pdf',
    en: restaurantMessages.menuUrl,
  },
  [restaurantMessages.citiesRequired]: {
    id: 'Sebutkan paling sedikit satu kota',
    en: restaurantMessages.citiesRequired,
  },
  [restaurantMessages.tooManyCities]: { id: 'Sebutkan paling banyak 30 kota', en: restaurantMessages.tooManyCities },
  [restaurantMessages.versionRequired]: {
    id: 'Versi yang Anda sunting tidak ada',
    en: restaurantMessages.versionRequired,
  },
  [themeMessages.colourInvalid]: { id: 'Masukkan warna sebagai #rrggbb', en: themeMessages.colourInvalid },
  [translationMessages.keyRequired]: { id: 'Sebutkan teks yang akan diubah', en: translationMessages.keyRequired },
  [translationMessages.textRequired]: {
    id: 'Tulis teksnya dalam paling sedikit satu bahasa',
    en: translationMessages.textRequired,
  },
  [translationMessages.versionInvalid]: {
    id: 'Versi yang Anda sunting tidak sah',
    en: translationMessages.versionInvalid,
  },
  // Shared by the three sections.
  'admin.catalog.save': { id: 'Simpan', en: 'Save' },
  'admin.catalog.saving': { id: 'Menyimpan…', en: 'Saving…' },
  'admin.catalog.cancel': { id: 'Batal', en: 'Cancel' },
  'admin.catalog.close': { id: 'Tutup', en: 'Close' },
  'admin.catalog.loading': { id: 'Memuat…', en: 'Loading…' },

  // Restaurants.
  'admin.restaurants.add': { id: 'Tambah restoran', en: 'Add restaurant' },
  'admin.restaurants.saveDraft': { id: 'Simpan draf', en: 'Save draft' },
  'admin.restaurants.newHint': {
    id: 'Restoran baru disimpan sebagai draf: situs menampilkannya setelah Anda menerbitkannya.',
    en: 'A new restaurant is saved as a draft: the site shows it once you publish it.',
  },
  'admin.restaurants.orderNow': {
    id: 'Memindahkan restoran langsung mengubah urutan di situs; suntingan tetap draf sampai diterbitkan.',
    en: 'Moving a restaurant changes the order on the site at once; edits stay drafts until published.',
  },
  'admin.restaurants.empty': { id: 'Belum ada restoran.', en: 'No restaurants yet.' },
  'admin.restaurants.cities': { id: 'Kota: {cities}', en: 'Cities: {cities}' },
  'admin.restaurants.noMenu': { id: 'Tanpa menu daring', en: 'No online menu' },
  'admin.restaurants.moveUp': { id: 'Naikkan {name}', en: 'Move {name} up' },
  'admin.restaurants.moveDown': { id: 'Turunkan {name}', en: 'Move {name} down' },
  'admin.restaurants.edit': { id: 'Sunting', en: 'Edit' },
  'admin.restaurants.editNamed': { id: 'Sunting {name}', en: 'Edit {name}' },
  'admin.restaurants.delete': { id: 'Hapus', en: 'Delete' },
  'admin.restaurants.deleteNamed': { id: 'Hapus {name}', en: 'Delete {name}' },
  'admin.restaurants.newTitle': { id: 'Restoran baru', en: 'New restaurant' },
  'admin.restaurants.name': { id: 'Nama', en: 'Name' },
  'admin.restaurants.descriptionId': { id: 'Deskripsi (Indonesia)', en: 'Description (Indonesian)' },
  'admin.restaurants.descriptionEn': { id: 'Deskripsi (Inggris)', en: 'Description (English)' },
  'admin.restaurants.descriptionEnHint': {
    id: 'Kosongkan untuk menampilkan teks bahasa Indonesia',
    en: 'Leave empty to show the Indonesian text',
  },
  'admin.restaurants.pictures': { id: 'Gambar', en: 'Pictures' },
  'admin.restaurants.headerImage': { id: 'Gambar header', en: 'Header picture' },
  'admin.restaurants.restaurantImage': { id: 'Gambar restoran', en: 'Restaurant picture' },
  'admin.restaurants.logoImage': { id: 'Logo', en: 'Logo' },
  'admin.restaurants.foodImage': { id: 'Gambar makanan', en: 'Food picture' },
  'admin.restaurants.citiesLabel': { id: 'Kota', en: 'Cities' },
  'admin.restaurants.citiesHint': { id: 'Pisahkan dengan koma', en: 'Separate them with commas' },
  'admin.restaurants.menuLink': { id: 'Tautan menu', en: 'Menu link' },
  'admin.restaurants.menuLinkHint': {
    id: 'Alamat web atau jalur di situs ini (misalnya PDF yang diunggah). Kosongkan jika belum ada menu daring',
    en: 'A web address or a path on this site (an uploaded PDF, for example). Leave empty when there is no online menu yet',
  },
  'admin.restaurants.deleteTitle': { id: 'Hapus {name}?', en: 'Delete {name}?' },
  'admin.restaurants.deleteText': {
    id: 'Restoran ini, gerainya, dan draf-drafnya langsung hilang dari situs. Ini tidak dapat dibatalkan.',
    en: 'The restaurant, its outlets and their drafts disappear from the site at once. This cannot be undone.',
  },
  'admin.restaurants.deleteConfirm': { id: 'Hapus restoran', en: 'Delete restaurant' },

  // Theme colours.
  'admin.theme.primary': { id: 'Warna utama', en: 'Primary colour' },
  'admin.theme.secondary': { id: 'Warna sekunder', en: 'Secondary colour' },
  'admin.theme.colour.primary': { id: 'utama', en: 'primary' },
  'admin.theme.colour.secondary': { id: 'sekunder', en: 'secondary' },
  'admin.theme.pick': { id: 'Pilih {label}', en: 'Pick the {label}' },
  'admin.theme.hexHint': { id: 'Contoh: #1b5e20', en: 'For example #1b5e20' },
  'admin.theme.passes': { id: 'Kontras teks {ratio}:1 — lulus AA', en: 'Text contrast {ratio}:1 — passes AA' },
  'admin.theme.fails': {
    id: 'Kontras teks {ratio}:1 — gagal AA (perlu 4.5:1)',
    en: 'Text contrast {ratio}:1 — fails AA (needs 4.5:1)',
  },
  'admin.theme.preview': { id: 'Pratinjau', en: 'Preview' },
  'admin.theme.previewButton': { id: 'Tombol utama', en: 'Primary button' },
  'admin.theme.previewLink': { id: 'Sebuah tautan', en: 'A link' },
  'admin.theme.previewAccent': { id: 'Aksen sekunder', en: 'Secondary accent' },

  // UI strings.
  'admin.translations.search': { id: 'Cari', en: 'Search' },
  'admin.translations.searchHint': {
    id: 'Kunci atau teks dalam salah satu bahasa',
    en: 'A key or a text in either language',
  },
  'admin.translations.missingOnly': { id: 'Hanya yang kurang satu bahasa', en: 'Only texts missing a language' },
  'admin.translations.key': { id: 'Kunci', en: 'Key' },
  'admin.translations.indonesian': { id: 'Indonesia', en: 'Indonesian' },
  'admin.translations.english': { id: 'Inggris', en: 'English' },
  'admin.translations.actions': { id: 'Tindakan', en: 'Actions' },
  'admin.translations.missingId': { id: 'Tanpa bahasa Indonesia', en: 'Missing Indonesian' },
  'admin.translations.missingEn': { id: 'Tanpa bahasa Inggris', en: 'Missing English' },
  'admin.translations.own': { id: 'Teks khusus', en: 'Custom text' },
  'admin.translations.edit': { id: 'Sunting', en: 'Edit' },
  'admin.translations.editNamed': { id: 'Sunting {key}', en: 'Edit {key}' },
  'admin.translations.reset': {
    id: 'Kembali ke teks bawaan (sebagai draf)',
    en: 'Back to the built-in text (as a draft)',
  },
  'admin.translations.resetNamed': {
    id: '{key}: kembali ke teks bawaan (sebagai draf)',
    en: '{key}: back to the built-in text (as a draft)',
  },
  'admin.translations.editTitle': { id: 'Sunting teks', en: 'Edit text' },
  'admin.translations.bundled': { id: 'Bawaan: {text}', en: 'Built-in: {text}' },
  'admin.translations.count': { id: '{shown} dari {total} teks.', en: '{shown} of {total} texts.' },
  'admin.translations.more': {
    id: 'Persempit pencarian untuk melihat sisanya.',
    en: 'Narrow the search to see the rest.',
  },
  'admin.translations.none': { id: 'Tidak ada teks yang cocok.', en: 'No texts match.' },

  // ── Drafts and publishing of the theme colours and the site texts ──
  // (Kept apart from the restaurants' and outlets' strings above, which change elsewhere.)
  'admin.theme.saveDraft': { id: 'Simpan draf', en: 'Save draft' },
  'admin.theme.draftLead': {
    id: 'Warna disimpan sebagai draf; situs memakainya setelah admin menerbitkannya.',
    en: 'The colours are saved as a draft; the site takes them once an admin publishes them.',
  },
  'admin.translations.saveDraft': { id: 'Simpan draf', en: 'Save draft' },
  'admin.translations.done': { id: 'Selesai', en: 'Done' },
  'admin.translations.unpublishedOnly': {
    id: 'Hanya yang punya perubahan belum terbit',
    en: 'Only texts with unpublished changes',
  },
  'admin.translations.resetDone': {
    id: 'Teks bawaan {key} disimpan sebagai draf; situs menampilkannya setelah diterbitkan.',
    en: 'The built-in text of {key} is saved as the draft; the site shows it once published.',
  },
  'admin.translations.unsavedTitle': { id: 'Tutup tanpa menyimpan?', en: 'Close without saving?' },
  'admin.translations.unsavedText': {
    id: 'Perubahan terakhir Anda belum disimpan sebagai draf.',
    en: 'Your latest changes are not saved as a draft yet.',
  },
  'admin.translations.leave': { id: 'Tutup tanpa menyimpan', en: 'Close without saving' },
  'admin.translations.stay': { id: 'Lanjutkan menyunting', en: 'Keep editing' },
};
