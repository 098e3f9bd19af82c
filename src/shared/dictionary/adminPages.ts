import type { Dictionary } from './types';
import { contentMessages } from '../validation/contentMessages';
import { CONTENT_FIELDS, CONTENT_SLUGS, type Field, type Fields } from '../validation/contentFields';

const m = contentMessages;

/** The label of every field name the page documents use (one name may occur on several pages). */
const FIELD_LABELS: Record<string, [id: string, en: string]> = {
  headerTitle: ['Judul utama', 'Header title'],
  headerDescription: ['Deskripsi utama', 'Header description'],
  banners: ['Banner', 'Banners'],
  imageUrl: ['Gambar', 'Image'],
  alt: ['Teks alternatif gambar', 'Image description (alt text)'],
  width: ['Lebar (px)', 'Width (px)'],
  height: ['Tinggi (px)', 'Height (px)'],
  restaurantSectionTitle: ['Judul bagian restoran', 'Restaurants section title'],
  restaurantSectionDescription: ['Deskripsi bagian restoran', 'Restaurants section description'],
  employeeSectionTitle: ['Judul bagian pencapaian', 'Achievements section title'],
  employeeSectionDescription: ['Deskripsi bagian pencapaian', 'Achievements section description'],
  employees: ['Kartu pencapaian', 'Achievement cards'],
  title: ['Judul', 'Title'],
  subTitle: ['Subjudul', 'Subtitle'],
  subtitle: ['Subjudul', 'Subtitle'],
  text: ['Teks', 'Text'],
  getInTouchTitle: ['Judul hubungi kami', 'Get-in-touch title'],
  getInTouchImageUrl: ['Gambar hubungi kami', 'Get-in-touch image'],
  getInTouchBgImageUrl: ['Latar hubungi kami', 'Get-in-touch background'],
  banner: ['Banner', 'Banner'],
  description: ['Deskripsi', 'Description'],
  backgroundImageUrl: ['Gambar latar', 'Background image'],
  aboutFood: ['Tentang makanan', 'About our food'],
  video: ['Video', 'Video'],
  poster: ['Gambar sampul video', 'Video poster image'],
  ourRestaurants: ['Restoran kami', 'Our restaurants'],
  secondTitle: ['Judul kedua', 'Second title'],
  chefImage: ['Gambar juru masak', 'Chef image'],
  ourProducts: ['Produk kami', 'Our products'],
  foodImages: ['Produk', 'Products'],
  foodName: ['Nama makanan', 'Food name'],
  foodDescription: ['Deskripsi makanan', 'Food description'],
  foodImageUrl: ['Gambar makanan', 'Food image'],
  news: ['Berita', 'News'],
  items: ['Berita', 'News items'],
  date: ['Tanggal (YYYY-MM-DD)', 'Date (YYYY-MM-DD)'],
  formTitle: ['Judul formulir', 'Form title'],
  formDescription: ['Deskripsi formulir', 'Form description'],
  buttonText: ['Teks tombol', 'Button text'],
  jobsTitle: ['Judul lowongan', 'Jobs title'],
  jobsDescription: ['Deskripsi lowongan', 'Jobs description'],
  jobs: ['Lowongan', 'Jobs'],
  jobName: ['Nama posisi', 'Job name'],
  jobSalary: ['Gaji', 'Salary'],
  jobImageUrl: ['Gambar lowongan', 'Job image'],
  qualifications: ['Kualifikasi (satu per baris)', 'Qualifications (one per line)'],
  jobFormUrl: ['Tautan formulir lamaran', 'Application form link'],
  benefits: ['Keunggulan', 'Benefits'],
  name: ['Nama', 'Name'],
  logoImageUrl: ['Logo', 'Logo'],
  restaurantsTitle: ['Judul daftar restoran', 'Restaurants title'],
  navbar: ['Navigasi', 'Navigation bar'],
  footer: ['Footer', 'Footer'],
  logo: ['Logo', 'Logo'],
  leftDescription: ['Deskripsi kiri', 'Left description'],
  middleTitle: ['Judul tengah', 'Middle title'],
  middleDescription: ['Deskripsi tengah', 'Middle description'],
  rightTitle: ['Judul kanan', 'Right title'],
  numberPhone: ['Nomor telepon', 'Phone number'],
  address: ['Alamat', 'Address'],
  email: ['Email', 'E-mail'],
  copyright: ['Hak cipta', 'Copyright'],
  facebookUrl: ['Tautan Facebook', 'Facebook link'],
  instagramUrl: ['Tautan Instagram', 'Instagram link'],
  youtubeUrl: ['Tautan YouTube', 'YouTube link'],
  mainTitle: ['Judul utama', 'Main title'],
  financialInformation: ['Informasi Keuangan', 'Financial Information'],
  generalMeetingOfShareholders: ['Rapat Umum Pemegang Saham', 'General Meeting of Shareholders'],
  sharesOwnership: ['Kepemilikan Saham', 'Shares Ownership'],
  ipoProspectus: ['Prospektus IPO', 'IPO Prospectus'],
  annualReport: ['Laporan Tahunan', 'Annual Report'],
  transparencyOfInformation: ['Keterbukaan Informasi', 'Transparency of Information'],
  detail: ['Detail (tahun)', 'Detail (year)'],
  url: ['Dokumen', 'Document'],
  dividendHistory: ['Riwayat Dividen', 'Dividend History'],
  years: ['Dividen per tahun', 'Dividends by year'],
  year: ['Tahun', 'Year'],
  value: ['Dividen', 'Dividend'],
};

export const fieldLabelKey = (name: string) => `admin.pages.field.${name}`;
export const documentLabelKey = (slug: string) => `admin.pages.doc.${slug}`;

const DOCUMENT_LABELS: Record<(typeof CONTENT_SLUGS)[number], [string, string]> = {
  home: ['Beranda', 'Home'],
  about: ['Tentang', 'About'],
  contact: ['Kontak', 'Contact'],
  career: ['Karier', 'Career'],
  'our-brand': ['Brand kami', 'Our brand'],
  'navbar-footer': ['Navigasi & footer', 'Navigation & footer'],
  investor: ['Hubungan investor', 'Investor relation'],
};

function fieldNames(fields: Fields, into: Set<string>): Set<string> {
  for (const [name, field] of Object.entries(fields) as [string, Field][]) {
    into.add(name);
    if (field.kind === 'group') fieldNames(field.fields, into);
    if (field.kind === 'list') fieldNames(field.item, into);
  }
  return into;
}

const usedNames = CONTENT_SLUGS.reduce((names, slug) => fieldNames(CONTENT_FIELDS[slug], names), new Set<string>());

/** The console's page editor: its words, field labels and the content API's messages. */
export const adminPages: Dictionary = {
  'admin.pages.document': { id: 'Halaman yang disunting', en: 'Page to edit' },
  'admin.pages.indonesian': { id: 'Indonesia', en: 'Indonesian' },
  'admin.pages.english': { id: 'Inggris', en: 'English' },
  'admin.pages.sharedValue': { id: 'Sama untuk kedua bahasa', en: 'Same in both languages' },
  'admin.pages.save': { id: 'Simpan draf', en: 'Save draft' },
  'admin.pages.saving': { id: 'Menyimpan…', en: 'Saving…' },
  'admin.pages.reset': { id: 'Buang perubahan', en: 'Discard changes' },
  'admin.pages.unsaved': { id: 'Ada perubahan yang belum disimpan', en: 'You have unsaved changes' },
  'admin.pages.leavePrompt': {
    id: 'Ada perubahan yang belum disimpan. Tinggalkan halaman ini dan buang perubahan?',
    en: 'You have unsaved changes. Leave and discard them?',
  },
  'admin.pages.leave': { id: 'Tinggalkan', en: 'Leave' },
  'admin.pages.stay': { id: 'Tetap di sini', en: 'Stay' },
  'admin.pages.addItem': { id: 'Tambah', en: 'Add' },
  'admin.pages.removeItem': { id: 'Hapus', en: 'Remove' },
  'admin.pages.moveUp': { id: 'Naikkan', en: 'Move up' },
  'admin.pages.moveDown': { id: 'Turunkan', en: 'Move down' },
  'admin.pages.item': { id: 'Butir {n}', en: 'Item {n}' },
  'admin.pages.itemCount': { id: '{n} dari maksimal {max}', en: '{n} of at most {max}' },
  'admin.pages.preview': { id: 'Pratinjau', en: 'Preview' },
  'admin.pages.previewFrame': { id: 'Pratinjau halaman publik', en: 'Preview of the public page' },
  'admin.pages.previewLanguage': { id: 'Bahasa pratinjau', en: 'Preview language' },
  'admin.pages.previewNone': { id: 'Pratinjau dokumen ini tidak tersedia.', en: 'This document has no preview.' },
  'admin.pages.previewPageBody': {
    id: 'Isi setiap halaman tampil di sini, di antara navigasi dan footer.',
    en: 'Each page’s own content shows here, between the navigation bar and the footer.',
  },
  'admin.pages.loading': { id: 'Memuat', en: 'Loading' },
  'admin.pages.loadFailed': { id: 'Halaman tidak dapat dimuat', en: 'The page could not be loaded' },
  'admin.pages.maxLength': { id: 'Maksimal {max} karakter', en: 'At most {max} characters' },
  'admin.pages.urlHint': {
    id: 'http(s):// atau / untuk halaman situs ini',
    en: 'http(s):// or / for a page of this site',
  },
  'admin.pages.contactUrlHint': {
    id: 'http(s)://, / untuk halaman situs ini, mailto: untuk email atau tel: untuk telepon',
    en: 'http(s)://, / for a page of this site, mailto: for an e-mail or tel: for a call',
  },
  ...Object.fromEntries(
    Object.entries(DOCUMENT_LABELS).map(([slug, [id, en]]) => [documentLabelKey(slug), { id, en }]),
  ),
  ...Object.fromEntries(
    [...usedNames].map((name) => {
      const [id, en] = FIELD_LABELS[name] ?? [name, name];
      return [fieldLabelKey(name), { id, en }];
    }),
  ),
  [m.required]: { id: 'Kolom ini wajib diisi', en: m.required },
  [m.tooLong]: { id: 'Teks ini terlalu panjang', en: m.tooLong },
  [m.notText]: { id: 'Nilai ini harus berupa teks', en: m.notText },
  [m.wrongShape]: { id: 'Bentuk nilai ini tidak sesuai', en: m.wrongShape },
  [m.noHtml]: { id: 'Tag HTML tidak diizinkan di sini; teks ditampilkan apa adanya', en: m.noHtml },
  [m.badUrl]: { id: 'Gunakan tautan yang diawali http://, https:// atau / (halaman situs ini)', en: m.badUrl },
  [m.badContactUrl]: {
    id: 'Gunakan tautan yang diawali http://, https://, / (halaman situs ini), mailto: atau tel:',
    en: m.badContactUrl,
  },
  [m.badNumber]: { id: 'Masukkan bilangan bulat', en: m.badNumber },
  [m.tooMany]: { id: 'Daftar ini memiliki terlalu banyak butir', en: m.tooMany },
  [m.badId]: { id: 'Sebuah butir memiliki pengenal yang tidak valid', en: m.badId },
  [m.duplicateId]: { id: 'Dua butir memiliki pengenal yang sama', en: m.duplicateId },
  [m.badVersion]: { id: 'Versi dokumen tidak ada', en: m.badVersion },
};
