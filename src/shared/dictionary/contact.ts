import type { Dictionary } from './types';

/**
 * Strings of the contact forms (the Contact page's and the Home page's) and of the Contact
 * page, with its fallback texts. Server messages are keyed by their English text.
 */
export const contact: Dictionary = {
  // The fields of both contact forms
  'contact.fullName': { id: 'Nama lengkap', en: 'Full name' },
  'contact.email': { id: 'Email', en: 'Email' },
  'contact.phone': { id: 'Nomor telepon', en: 'Phone number' },
  'contact.subject': { id: 'Subjek', en: 'Subject' },
  'contact.message': { id: 'Pesan', en: 'Message' },
  'contact.send': { id: 'Kirim pesan', en: 'Send message' },
  'contact.sending': { id: 'Mengirim...', en: 'Sending...' },
  // What is wrong with one field, said at the field
  'contact.fieldRequired': { id: 'Harap isi kolom ini', en: 'Please fill in this field' },
  'contact.fieldTooLong': { id: 'Isian ini terlalu panjang', en: 'This is too long' },

  // The Contact page
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

  // Messages (SPEC §5, §8), keyed by the English text the server and the forms use.
  'Please fill in all required fields': {
    id: 'Harap isi semua kolom yang wajib diisi',
    en: 'Please fill in all required fields',
  },
  'Please fill in all fields': { id: 'Harap isi semua kolom', en: 'Please fill in all fields' },
  'One of the fields is too long': { id: 'Salah satu kolom terlalu panjang', en: 'One of the fields is too long' },
  'Message sent successfully!': { id: 'Pesan berhasil dikirim!', en: 'Message sent successfully!' },
  'Failed to send message': { id: 'Gagal mengirim pesan', en: 'Failed to send message' },
  'Failed to send message. ': { id: 'Gagal mengirim pesan. ', en: 'Failed to send message. ' },
  'Failed to send message. Please try again.': {
    id: 'Gagal mengirim pesan. Silakan coba lagi.',
    en: 'Failed to send message. Please try again.',
  },
};
