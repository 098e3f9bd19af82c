import type { Dictionary } from './types';

/** Strings of the About page, with the fallback texts shown when the content API cannot be reached. */
export const about: Dictionary = {
  'about.fallbackSubtitle': { id: 'Nusantara Rasa Group', en: 'Nusantara Rasa Group' },
  'about.fallbackDescription': {
    id: 'Berawal dari satu dapur kecil di Jakarta, kini kami mengelola beragam brand restoran di banyak kota dengan satu tekad: menyajikan masakan Indonesia yang jujur, lezat, dan terjangkau.',
    en: 'Starting from one small kitchen in Jakarta, we now run restaurant brands in many cities with one commitment: to serve Indonesian food that is honest, delicious and affordable.',
  },
  'about.contactUs': { id: 'Hubungi kami', en: 'Contact us' },
  'about.restaurantCards': { id: 'Restoran unggulan', en: 'Featured restaurants' },
  'about.whoWeAre': { id: 'Dapur kami', en: 'Our kitchen' },
  'about.fallbackFoodTitle': {
    id: 'Masakan rumahan, dimasak dengan sepenuh hati',
    en: 'Home cooking, made with heart',
  },
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
  'about.chefAlt': {
    id: 'Kepala dapur kami membawa sepiring nasi goreng',
    en: 'Our head chef holding a plate of fried rice',
  },
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
  'about.loadingRestaurants': { id: 'Memuat restoran', en: 'Loading restaurants' },
};
