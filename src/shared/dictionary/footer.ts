import type { Dictionary } from './types';

/** Strings of the footer and its newsletter sign-up; server messages are keyed by their English text. */
export const footer: Dictionary = {
  'footer.contactUs': { id: 'Hubungi Kami', en: 'Contact Us' },
  'footer.phone': { id: 'Telepon', en: 'Phone' },
  'footer.address': { id: 'Alamat', en: 'Address' },
  'footer.email': { id: 'Email', en: 'Email' },
  'footer.followUs': { id: 'Ikuti kami', en: 'Follow us' },
  'footer.quickLinks': { id: 'Tautan', en: 'Links' },
  'footer.defaultLeft': {
    id: 'Grup restoran multi-brand yang menyajikan cita rasa Nusantara di kota-kota Indonesia.',
    en: 'A multi-brand restaurant group serving the flavours of the archipelago across Indonesian cities.',
  },
  'footer.defaultMiddleTitle': { id: 'Berlangganan kabar kami', en: 'Subscribe to our news' },
  'footer.defaultMiddleText': {
    id: 'Dapatkan menu baru, promo dan kabar grup langsung di email Anda.',
    en: 'Get new menus, offers and group news straight to your inbox.',
  },

  // Newsletter
  'newsletter.formLabel': { id: 'Berlangganan newsletter', en: 'Newsletter sign-up' },
  'newsletter.emailLabel': { id: 'Alamat email Anda', en: 'Your email address' },
  'newsletter.placeholder': { id: 'Alamat email Anda', en: 'Your email address' },
  'newsletter.subscribe': { id: 'Berlangganan', en: 'Subscribe' },
  'newsletter.sending': { id: 'Mengirim...', en: 'Sending...' },
  // Its messages, keyed by the English text the server sends
  'Thank you for subscribing!': { id: 'Terima kasih telah berlangganan!', en: 'Thank you for subscribing!' },
  'This email is already subscribed': { id: 'Email ini sudah berlangganan', en: 'This email is already subscribed' },
  'Failed to subscribe. Please try again.': {
    id: 'Gagal berlangganan. Silakan coba lagi.',
    en: 'Failed to subscribe. Please try again.',
  },
};
