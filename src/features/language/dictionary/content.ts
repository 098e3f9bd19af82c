import type { Dictionary } from './types';

/**
 * Strings of the Home, About and Contact screens and the newsletter, plus the bundled
 * fallback texts shown when the content API cannot be reached. Server messages are
 * keyed by their English text.
 */
export const content: Dictionary = {
  // Carousels
  'carousel.previous': { id: 'Slide sebelumnya', en: 'Previous slide' },
  'carousel.next': { id: 'Slide berikutnya', en: 'Next slide' },
  'carousel.goTo': { id: 'Tampilkan slide {index}', en: 'Show slide {index}' },
  'carousel.slideOf': { id: '{index} dari {count}', en: '{index} of {count}' },

  // Home
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
  'home.restaurantsEyebrow': { id: 'Brand kami', en: 'Our brands' },
  'home.fallbackRestaurantsTitle': { id: 'Restoran kami', en: 'Our restaurants' },
  'home.fallbackRestaurantsDescription': {
    id: 'Setiap brand punya kisah dan resep andalannya sendiri. Temukan yang terdekat di kota Anda.',
    en: 'Every brand has its own story and signature recipes. Find the one nearest to you.',
  },
  'home.loadingRestaurants': { id: 'Memuat restoran', en: 'Loading restaurants' },
  'home.noRestaurants': {
    id: 'Daftar restoran belum dapat ditampilkan. Silakan coba lagi nanti.',
    en: 'The restaurants cannot be shown right now. Please try again later.',
  },
  'home.citiesOf': { id: 'Kota {name}', en: 'Cities of {name}' },
  'home.previousCity': { id: 'Kota sebelumnya untuk {name}', en: 'Previous city for {name}' },
  'home.nextCity': { id: 'Kota berikutnya untuk {name}', en: 'Next city for {name}' },
  'home.cityCount': { id: '({index}/{count})', en: '({index}/{count})' },
  'home.employeesEyebrow': { id: 'Dalam angka', en: 'By the numbers' },
  'home.fallbackEmployeesTitle': { id: 'Tumbuh bersama tim kami', en: 'Growing together with our team' },
  'home.fallbackEmployeesDescription': {
    id: 'Di balik setiap piring ada ratusan orang yang bekerja dengan sepenuh hati.',
    en: 'Behind every plate are hundreds of people who cook and serve with heart.',
  },
  'home.fallbackCard1Title': { id: '6', en: '6' },
  'home.fallbackCard1Sub': { id: 'Brand restoran', en: 'Restaurant brands' },
  'home.fallbackCard1Text': {
    id: 'Dari warung sate hingga rumah makan Minang, masing-masing dengan resep keluarga.',
    en: 'From satay stalls to Minang dining rooms, each with its family recipes.',
  },
  'home.fallbackCard2Title': { id: '40+', en: '40+' },
  'home.fallbackCard2Sub': { id: 'Gerai di seluruh Indonesia', en: 'Outlets across Indonesia' },
  'home.fallbackCard2Text': {
    id: 'Hadir di kota-kota besar Jawa, Sumatra, Bali dan Sulawesi.',
    en: 'Open in the major cities of Java, Sumatra, Bali and Sulawesi.',
  },
  'home.fallbackCard3Title': { id: '1.200+', en: '1,200+' },
  'home.fallbackCard3Sub': { id: 'Karyawan', en: 'Employees' },
  'home.fallbackCard3Text': {
    id: 'Juru masak, pramusaji dan tim dapur yang kami latih dan kembangkan.',
    en: 'Cooks, servers and kitchen teams we train and grow.',
  },
  'home.getInTouchEyebrow': { id: 'Tulis pesan', en: 'Write to us' },
  'home.fallbackGetInTouchTitle': {
    id: 'Ada pertanyaan atau ingin memesan untuk acara? Hubungi kami',
    en: 'Have a question or planning an event order? Get in touch',
  },
  'home.getInTouchText': {
    id: 'Reservasi rombongan, kemitraan atau sekadar saran — tim kami membalas dalam satu hari kerja.',
    en: 'Group bookings, partnerships or simple feedback — our team replies within one working day.',
  },
  'home.getInTouchImageAlt': { id: 'Staf kami menyapa pelanggan', en: 'One of our staff greeting a guest' },

  // Forms shared by Home and Contact
  'contact.fullName': { id: 'Nama lengkap', en: 'Full name' },
  'contact.email': { id: 'Email', en: 'Email' },
  'contact.phone': { id: 'Nomor telepon', en: 'Phone number' },
  'contact.subject': { id: 'Subjek', en: 'Subject' },
  'contact.message': { id: 'Pesan', en: 'Message' },
  'contact.send': { id: 'Kirim pesan', en: 'Send message' },
  'contact.sending': { id: 'Mengirim...', en: 'Sending...' },

  // About
  'about.fallbackSubtitle': { id: 'Nusantara Rasa Group', en: 'Nusantara Rasa Group' },
  'about.fallbackTitle': { id: 'Tentang Kami', en: 'About Us' },
  'about.fallbackDescription': {
    id: 'Berawal dari satu dapur kecil di Jakarta, kini kami mengelola beragam brand restoran di banyak kota dengan satu tekad: menyajikan masakan Indonesia yang jujur, lezat, dan terjangkau.',
    en: 'Starting from one small kitchen in Jakarta, we now run restaurant brands in many cities with one commitment: to serve Indonesian food that is honest, delicious and affordable.',
  },
  'about.contactUs': { id: 'Hubungi kami', en: 'Contact us' },
  'about.restaurantCards': { id: 'Restoran unggulan', en: 'Featured restaurants' },
  'about.whoWeAre': { id: 'Dapur kami', en: 'Our kitchen' },
  'about.fallbackFoodTitle': { id: 'Masakan rumahan, dimasak dengan sepenuh hati', en: 'Home cooking, made with heart' },
  'about.fallbackFoodDescription': {
    id: 'Kami memilih bahan segar dari petani lokal, meracik bumbu sendiri dan memasak seperti di rumah — supaya setiap tamu merasakan hangatnya dapur Indonesia.',
    en: 'We buy fresh produce from local farmers, grind our own spices and cook the way it is done at home — so every guest tastes the warmth of an Indonesian kitchen.',
  },
  'about.videoLabel': { id: 'Video dapur kami', en: 'A video from our kitchen' },
  'about.videoPosterAlt': { id: 'Hidangan Indonesia di meja makan', en: 'Indonesian dishes on a dining table' },
  'about.playVideo': { id: 'Putar video', en: 'Play video' },
  'about.pauseVideo': { id: 'Jeda video', en: 'Pause video' },
  'about.fallbackRestaurantsSecondTitle': { id: 'Restoran kami', en: 'Our restaurants' },
  'about.fallbackRestaurantsTitle': { id: 'Dipimpin oleh para juru masak kami', en: 'Led by our chefs' },
  'about.fallbackRestaurantsDescription': {
    id: 'Setiap brand dipimpin kepala dapur yang menjaga resep dan standar rasa.',
    en: 'Each brand is led by a head chef who guards its recipes and its taste.',
  },
  'about.chefAlt': { id: 'Kepala dapur kami membawa sepiring nasi goreng', en: 'Our head chef holding a plate of fried rice' },
  'about.fallbackProductsSecondTitle': { id: 'Produk kami', en: 'Our products' },
  'about.fallbackProductsTitle': { id: 'Hidangan favorit tamu kami', en: 'Our guests’ favourite dishes' },
  'about.fallbackProductsDescription': {
    id: 'Pilih hidangan untuk melihat ceritanya.',
    en: 'Choose a dish to read its story.',
  },
  'about.fallbackFood.rendang': { id: 'Rendang', en: 'Rendang' },
  'about.fallbackFood.rendang.text': {
    id: 'Daging sapi dimasak perlahan dengan santan dan rempah hingga kering dan meresap.',
    en: 'Beef slow-cooked in coconut milk and spices until dark, dry and tender.',
  },
  'about.fallbackFood.sate-ayam': { id: 'Sate Ayam', en: 'Chicken Satay' },
  'about.fallbackFood.sate-ayam.text': {
    id: 'Tusukan ayam bakar arang dengan saus kacang dan lontong.',
    en: 'Charcoal-grilled chicken skewers with peanut sauce and rice cakes.',
  },
  'about.fallbackFood.nasi-goreng': { id: 'Nasi Goreng', en: 'Fried Rice' },
  'about.fallbackFood.nasi-goreng.text': {
    id: 'Nasi goreng kecap dengan telur mata sapi, kerupuk dan acar.',
    en: 'Sweet-soy fried rice with a fried egg, crackers and pickles.',
  },
  'about.fallbackFood.gado-gado': { id: 'Gado-gado', en: 'Gado-gado' },
  'about.fallbackFood.gado-gado.text': {
    id: 'Sayuran rebus, tahu dan tempe dengan bumbu kacang yang diulek.',
    en: 'Blanched vegetables, tofu and tempeh under a hand-ground peanut dressing.',
  },
  'about.fallbackFood.soto-ayam': { id: 'Soto Ayam', en: 'Chicken Soto' },
  'about.fallbackFood.soto-ayam.text': {
    id: 'Kuah kuning berempah dengan ayam suwir, soun dan koya.',
    en: 'Turmeric chicken broth with shredded chicken, glass noodles and koya.',
  },
  'about.fallbackFood.es-cendol': { id: 'Es Cendol', en: 'Iced Cendol' },
  'about.fallbackFood.es-cendol.text': {
    id: 'Cendol pandan, santan dan gula aren di atas es serut.',
    en: 'Pandan jelly, coconut milk and palm sugar over shaved ice.',
  },
  'about.newsEyebrow': { id: 'Dari grup kami', en: 'From the group' },
  'about.fallbackNewsTitle': { id: 'Berita terbaru', en: 'Latest news' },
  'about.noNews': { id: 'Belum ada berita untuk ditampilkan.', en: 'There is no news to show yet.' },
  'about.readMore': { id: 'Baca selengkapnya', en: 'Read more' },

  // Contact
  'contact.fallbackSubtitle': {
    id: 'Kami senang mendengar dari Anda: pertanyaan, masukan, pesanan acara, maupun kerja sama.',
    en: "We'd love to hear from you: questions, feedback, event orders or partnerships.",
  },
  'contact.fallbackTitle': { id: 'Hubungi Kami', en: 'Contact Us' },
  'contact.reachUs': { id: 'Formulir kontak', en: 'Contact form' },
  'contact.details': { id: 'Kontak kantor pusat', en: 'Head office contacts' },
  'contact.fallbackFormTitle': { id: 'Kirim pesan kepada kami', en: 'Send us a message' },
  'contact.fallbackFormDescription': {
    id: 'Isi formulir di bawah ini dan tim kami akan membalas dalam 1×24 jam pada hari kerja.',
    en: 'Fill in the form below and our team will reply within one working day.',
  },

  // Newsletter
  'newsletter.formLabel': { id: 'Berlangganan newsletter', en: 'Newsletter sign-up' },
  'newsletter.emailLabel': { id: 'Alamat email Anda', en: 'Your email address' },
  'newsletter.placeholder': { id: 'Alamat email Anda', en: 'Your email address' },
  'newsletter.subscribe': { id: 'Berlangganan', en: 'Subscribe' },
  'newsletter.sending': { id: 'Mengirim...', en: 'Sending...' },

  // Messages (SPEC §5, §8), keyed by the English text the server and the forms use.
  'Please fill in all required fields': { id: 'Harap isi semua kolom yang wajib diisi', en: 'Please fill in all required fields' },
  'Please fill in all fields': { id: 'Harap isi semua kolom', en: 'Please fill in all fields' },
  'Please enter a valid email address': { id: 'Masukkan alamat email yang valid', en: 'Please enter a valid email address' },
  'One of the fields is too long': { id: 'Salah satu kolom terlalu panjang', en: 'One of the fields is too long' },
  'Message sent successfully!': { id: 'Pesan berhasil dikirim!', en: 'Message sent successfully!' },
  'Failed to send message': { id: 'Gagal mengirim pesan', en: 'Failed to send message' },
  'Failed to send message. ': { id: 'Gagal mengirim pesan. ', en: 'Failed to send message. ' },
  'Failed to send message. Please try again.': {
    id: 'Gagal mengirim pesan. Silakan coba lagi.',
    en: 'Failed to send message. Please try again.',
  },
  'Thank you for subscribing!': { id: 'Terima kasih telah berlangganan!', en: 'Thank you for subscribing!' },
  'This email is already subscribed': { id: 'Email ini sudah berlangganan', en: 'This email is already subscribed' },
  'Failed to subscribe. Please try again.': {
    id: 'Gagal berlangganan. Silakan coba lagi.',
    en: 'Failed to subscribe. Please try again.',
  },
  'Error fetching restaurants': { id: 'Gagal memuat daftar restoran', en: 'Error fetching restaurants' },
  'Request body must be a JSON object': { id: 'Isi permintaan tidak valid', en: 'Request body must be a JSON object' },
};
