import type { Dictionary } from './types';
import { MESSAGE_NOT_FOUND, SUBSCRIBER_NOT_FOUND, UNSUBSCRIBED } from '../messages/inbox';
import { inboxMessages as v } from '../validation/inbox';

/** The console's inbox and subscriber list, and the messages of their staff API. */
export const adminInbox: Dictionary = {
  [MESSAGE_NOT_FOUND]: { id: 'Pesan ini sudah tidak ada', en: MESSAGE_NOT_FOUND },
  [SUBSCRIBER_NOT_FOUND]: { id: 'Pelanggan ini sudah tidak ada di daftar', en: SUBSCRIBER_NOT_FOUND },
  [UNSUBSCRIBED]: { id: 'Langganan dihentikan', en: UNSUBSCRIBED },
  [v.statusInvalid]: { id: 'Status harus belum dibaca, dibaca, atau semua', en: v.statusInvalid },
  [v.pageInvalid]: { id: 'Halaman harus bilangan bulat mulai dari 1', en: v.pageInvalid },
  [v.searchTooLong]: { id: 'Pencarian paling banyak 100 karakter', en: v.searchTooLong },
  [v.readInvalid]: { id: 'Sebutkan apakah pesan sudah dibaca: true atau false', en: v.readInvalid },
};
