import type { Dictionary } from './types';

/** Strings of the career and our-brand screens (also their bundled fallback content). */
export const pages: Dictionary = {
  // Career
  'career.bannerSubtitle': {
    id: 'Tumbuh bersama tim yang menyajikan cita rasa Nusantara kepada ribuan tamu setiap hari, dari dapur hingga kantor pusat.',
    en: 'Grow with the team serving the flavours of the archipelago to thousands of guests every day, from our kitchens to our head office.',
  },
  'career.bannerButton': { id: 'Lihat Lowongan', en: 'See Open Positions' },
  'career.jobsEyebrow': { id: 'Lowongan', en: 'Openings' },
  'career.jobsTitle': { id: 'Posisi yang Sedang Dibuka', en: 'Open Positions' },
  'career.jobsDescription': {
    id: 'Pilih posisi yang sesuai dengan Anda, baca kualifikasinya, lalu kirim lamaran melalui formulir daring kami.',
    en: 'Pick the role that suits you, read its qualifications, then apply through our online form.',
  },
  'career.noJobs': {
    id: 'Saat ini belum ada lowongan yang dibuka. Silakan kunjungi halaman ini kembali dalam waktu dekat.',
    en: 'There are no open positions right now. Please check back soon.',
  },
  'career.viewDetails': { id: 'Lihat Detail', en: 'View Details' },
  'career.viewDetailsOf': { id: 'Lihat detail lowongan {title}', en: 'View details of the {title} opening' },
  'career.salary': { id: 'Gaji', en: 'Salary' },
  'career.qualifications': { id: 'Kualifikasi', en: 'Qualifications' },
  'career.apply': { id: 'Lamar Sekarang', en: 'Apply Now' },
  'career.applyHint': {
    id: 'Formulir lamaran dibuka di tab baru.',
    en: 'The application form opens in a new tab.',
  },
  'career.applyHint.site': {
    id: 'Membuka formulir kontak kami dengan posisi ini sebagai subjek.',
    en: 'Opens our contact form with this position as the subject.',
  },
  'career.applyHint.email': {
    id: 'Membuka aplikasi email Anda untuk mengirim lamaran.',
    en: 'Opens your e-mail app to send your application.',
  },
  'career.applyHint.call': {
    id: 'Menelepon tim rekrutmen kami.',
    en: 'Calls our recruitment team.',
  },
  'career.noApplyLink': {
    id: 'Formulir lamaran untuk posisi ini belum tersedia.',
    en: 'The application form for this position is not available yet.',
  },
  'common.opensInNewTab': { id: '(membuka tab baru)', en: '(opens in a new tab)' },
  'career.ctaTitle': { id: 'Belum menemukan posisi yang cocok?', en: 'No role that fits you yet?' },
  'career.ctaText': {
    id: 'Ceritakan sedikit tentang diri Anda. Kami selalu senang berkenalan dengan talenta baru.',
    en: 'Tell us a little about yourself. We are always glad to meet new talent.',
  },
  'career.ctaButton': { id: 'Hubungi Kami', en: 'Contact Us' },

  // Our brand
  'brand.bannerSubtitle': {
    id: 'Satu grup, beragam cita rasa Nusantara: setiap brand membawa resep daerah yang berbeda, dimasak dengan standar yang sama — segar, halal, dan sepenuh hati.',
    en: 'One group, many flavours of the archipelago: each brand carries a different regional recipe, cooked to the same standard — fresh, halal and made with care.',
  },
  'brand.benefitsTitle': { id: 'Mengapa memilih kami', en: 'Why choose us' },
  'brand.benefit.halal.name': { id: 'Halal & Higienis', en: 'Halal & Hygienic' },
  'brand.benefit.halal.text': {
    id: 'Seluruh dapur kami bersertifikat halal dan diaudit secara berkala.',
    en: 'All our kitchens are halal certified and audited regularly.',
  },
  'brand.benefit.fresh.name': { id: 'Bahan Segar', en: 'Fresh Ingredients' },
  'brand.benefit.fresh.text': {
    id: 'Bumbu digiling setiap pagi dari rempah petani lokal.',
    en: 'Spice pastes ground every morning from local farmers’ produce.',
  },
  'brand.benefit.family.name': { id: 'Ramah Keluarga', en: 'Family Friendly' },
  'brand.benefit.family.text': {
    id: 'Ruang yang nyaman dan menu untuk segala usia.',
    en: 'Comfortable spaces and dishes for every age.',
  },
  'brand.benefit.delivery.name': { id: 'Pesan Antar', en: 'Delivery' },
  'brand.benefit.delivery.text': {
    id: 'Hidangan favorit Anda tiba hangat di depan pintu.',
    en: 'Your favourite dishes arrive warm at your door.',
  },
  'brand.aboutFoodEyebrow': { id: 'Dapur Kami', en: 'Our Kitchen' },
  'brand.aboutFoodTitle': { id: 'Resep Warisan, Dimasak Setiap Hari', en: 'Heritage Recipes, Cooked Every Day' },
  'brand.aboutFoodDescription': {
    id: 'Dari rendang yang dimasak berjam-jam hingga sate yang dibakar di atas arang, setiap hidangan kami lahir dari resep keluarga dan bahan pilihan.',
    en: 'From rendang slow-cooked for hours to satay grilled over charcoal, every dish we serve comes from family recipes and hand-picked ingredients.',
  },
  'brand.aboutFoodVideo': { id: 'Video suasana dapur kami', en: 'Video of our kitchen at work' },
  'brand.aboutFoodImage': { id: 'Hidangan khas dari dapur kami', en: 'Signature dishes from our kitchen' },
  'brand.restaurantsEyebrow': { id: 'Restoran', en: 'Restaurants' },
  'brand.restaurantsTitle': { id: 'Kenali Brand Kami', en: 'Meet Our Brands' },
  'brand.noRestaurants': {
    id: 'Daftar restoran belum dapat ditampilkan. Silakan coba lagi nanti.',
    en: 'The restaurant list cannot be shown right now. Please try again later.',
  },
  'brand.loadingRestaurants': { id: 'Memuat restoran', en: 'Loading restaurants' },
  'brand.cities': { id: 'Hadir di', en: 'Found in' },
  'brand.menu': { id: 'Lihat Menu', en: 'View Menu' },
  'brand.menuOf': { id: 'Lihat menu {name} (membuka tab baru)', en: 'View the {name} menu (opens in a new tab)' },
  // The menu button of a brand without a menu link: it opens nothing, it says so (SPEC §5, §8).
  'brand.menuOfNoLink': { id: 'Lihat menu {name}', en: 'View the {name} menu' },
  'Menu link not available': { id: 'Tautan menu tidak tersedia', en: 'Menu link not available' },
  'brand.logoOf': { id: 'Logo {name}', en: '{name} logo' },
  'brand.photoOf': { id: 'Restoran {name}', en: 'The {name} restaurant' },
  'brand.contactTitle': { id: 'Ingin bermitra dengan kami?', en: 'Want to partner with us?' },
  'brand.contactText': {
    id: 'Untuk kemitraan, acara, atau pemesanan dalam jumlah besar, tim kami siap membantu.',
    en: 'For partnerships, events or large orders, our team is ready to help.',
  },
  'brand.contactButton': { id: 'Hubungi Kami', en: 'Contact Us' },
};
