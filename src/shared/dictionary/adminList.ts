import type { Dictionary } from './types';

/** The console's list parts (search, pager, retry), shared by the inbox, subscribers, appointments and refunds sections. */
export const adminList: Dictionary = {
  'admin.list.search': { id: 'Cari', en: 'Search' },
  'admin.list.retry': { id: 'Coba lagi', en: 'Try again' },
  'admin.list.previous': { id: 'Sebelumnya', en: 'Previous' },
  'admin.list.next': { id: 'Berikutnya', en: 'Next' },
  'admin.list.page': { id: 'Halaman {page} dari {pages}', en: 'Page {page} of {pages}' },
  'admin.list.pages': { id: 'Halaman', en: 'Pages' },
};
