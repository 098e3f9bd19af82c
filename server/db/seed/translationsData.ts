// UI strings stored in the database; they override the web app's bundled dictionary by key.

export const translationsSeed: Array<{ key: string; indonesian: string; english: string }> = [
  { key: 'footer.newsletterTitle', indonesian: 'Berlangganan Kabar Kami', english: 'Subscribe to Our News' },
  {
    key: 'footer.newsletterText',
    indonesian: 'Dapatkan info menu baru, promo, dan pembukaan gerai langsung di kotak masuk Anda.',
    english: 'Get news of new dishes, promotions and outlet openings straight to your inbox.',
  },
  { key: 'home.learnMore', indonesian: 'Selengkapnya', english: 'Learn More' },
  { key: 'nav.createAccount', indonesian: 'Buat Akun', english: 'Create Account' },
  { key: 'common.contactUs', indonesian: 'Hubungi Kami', english: 'Contact Us' },
  { key: 'common.loading', indonesian: 'Memuat', english: 'Loading' },
];
