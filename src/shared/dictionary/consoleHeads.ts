import type { Dictionary } from './types';

/**
 * The head of each console page: its heading and the line under it (features/admin/sections.ts).
 * The console's frame shows a page's head while the page's code loads, so these come with the
 * frame rather than with each section.
 */
export const consoleHeads: Dictionary = {
  'admin.overview.title': { id: 'Selamat datang di konsol', en: 'Welcome to the console' },
  'admin.overview.lead': {
    id: 'Kelola isi situs, pesan pengunjung, dan akun staf. Perubahan disimpan sebagai draf dan tampil di situs setelah dipublikasikan.',
    en: 'Manage the site’s content, visitors’ messages and staff accounts. Changes are kept as drafts and show on the site once published.',
  },
  'admin.pages.title': { id: 'Halaman', en: 'Pages' },
  'admin.pages.lead': {
    id: 'Sunting teks dan gambar setiap halaman. Kolom Inggris yang kosong memakai teks Indonesia.',
    en: 'Edit the text and pictures of every page. An empty English field shows the Indonesian text.',
  },
  'admin.restaurants.title': { id: 'Restoran', en: 'Restaurants' },
  'admin.restaurants.lead': {
    id: 'Restoran tampil di situs dalam urutan ini. Deskripsi bahasa Inggris yang kosong memakai teks bahasa Indonesia.',
    en: 'The restaurants show on the site in this order. An empty English description shows the Indonesian text.',
  },
  'admin.theme.title': { id: 'Warna tema', en: 'Theme colours' },
  'admin.theme.lead': {
    id: 'Warna utama untuk tombol dan sorotan, warna sekunder untuk aksen. Teks yang diletakkan situs di atasnya harus terbaca: WCAG AA meminta kontras 4.5:1.',
    en: 'The primary colour is for buttons and highlights, the secondary for accents. The text the site puts on them must stay readable: WCAG AA asks for a contrast of 4.5:1.',
  },
  'admin.translations.title': { id: 'Teks situs', en: 'Site texts' },
  'admin.translations.lead': {
    id: 'Setiap teks antarmuka situs dalam dua bahasa. Teks yang diubah disimpan sebagai draf dan menggantikan teks bawaan setelah diterbitkan; kembali ke teks bawaan juga berupa draf.',
    en: 'Every interface text of the site in both languages. A changed text is saved as a draft and replaces the built-in one once published; going back to the built-in text is a draft too.',
  },
  'admin.releases.title': { id: 'Rilis', en: 'Releases' },
  'admin.releases.lead': {
    id: 'Rilis menerbitkan draf beberapa entri, atau menurunkannya dari situs, bersama-sama pada waktu klinik yang dipilih. Draf diterbitkan sebagaimana adanya saat rilis berjalan.',
    en: 'A release publishes the drafts of several records, or takes them off the site, together at a chosen time on the clinic’s clock. The drafts go out as they stand when it runs.',
  },
  'admin.inbox.title': { id: 'Kotak masuk', en: 'Inbox' },
  'admin.inbox.lead': {
    id: 'Pesan yang dikirim pengunjung melalui formulir kontak.',
    en: 'Messages visitors send through the contact forms.',
  },
  'admin.subscribers.title': { id: 'Pelanggan buletin', en: 'Newsletter subscribers' },
  'admin.doctors.title': { id: 'Dokter', en: 'Doctors' },
  'admin.doctors.lead': {
    id: 'Dokter klinik dalam urutan tampilnya, dengan jam praktik dan hari libur mereka.',
    en: 'The clinic’s doctors in the order the site shows them, with their working hours and days off.',
  },
  'admin.appointments.title': { id: 'Janji temu', en: 'Appointments' },
  'admin.appointments.lead': {
    id: 'Janji temu semua dokter per hari. Tandai selesai atau batalkan dengan alasan, seperti dokternya.',
    en: "Every doctor's appointments by day. Mark one completed or cancel it with a reason, as its doctor can.",
  },
  'admin.refunds.title': { id: 'Pengembalian dana', en: 'Refunds' },
  'admin.refunds.lead': {
    id: 'Pembayaran yang dikembalikan saat janji temu dibatalkan. Yang ditolak penyedia dapat dicoba lagi; pembayaran lewat virtual account dikembalikan staf lewat transfer bank.',
    en: 'Payments given back when appointments are cancelled. Those a provider refused can be tried again; payments by virtual account are sent back by staff through a bank transfer.',
  },
  'admin.staff.title': { id: 'Akun staf', en: 'Staff accounts' },
  'admin.staff.lead': {
    id: 'Editor mengelola isi; admin juga mengelola akun staf dan melihat log audit.',
    en: 'Editors manage content; admins also manage staff accounts and read the audit log.',
  },
  'admin.audit.title': { id: 'Log audit', en: 'Audit log' },
  'admin.audit.lead': {
    id: 'Setiap penyimpanan isi, unggahan, dan perubahan peran, yang terbaru di atas.',
    en: 'Every content save, upload and role change, newest first.',
  },
};
