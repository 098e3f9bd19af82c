// The names the investor menu must show, written out for the tests (unit and browser):
// in English exactly as SPEC §2 spells them, in Indonesian as issuers there name them.
export const CATEGORY_NAMES = {
  en: [
    'Financial Information',
    'General Meeting of Shareholders',
    'Shares Ownership',
    'IPO Prospectus',
    'Annual Report',
    'Transparency of Information',
    'Divident History',
  ],
  id: [
    'Informasi Keuangan',
    'Rapat Umum Pemegang Saham',
    'Kepemilikan Saham',
    'Prospektus IPO',
    'Laporan Tahunan',
    'Keterbukaan Informasi',
    'Riwayat Dividen',
  ],
} as const;
