import type { Dictionary } from './types';
import { REFUND_ALREADY_DONE, REFUND_FAILED_AGAIN, REFUND_GIVEN, REFUND_NOT_FOUND } from '../messages/refunds';
import { refundMessages as v } from '../validation/refunds';

/** The console's refunds section, and the messages of its staff API. */
export const adminRefunds: Dictionary = {
  [REFUND_NOT_FOUND]: { id: 'Pengembalian dana ini tidak ada', en: REFUND_NOT_FOUND },
  [REFUND_ALREADY_DONE]: { id: 'Dana ini sudah dikembalikan', en: REFUND_ALREADY_DONE },
  [REFUND_GIVEN]: { id: 'Dana dikembalikan', en: REFUND_GIVEN },
  [REFUND_FAILED_AGAIN]: { id: 'Penyedia pembayaran menolak pengembalian dana lagi', en: REFUND_FAILED_AGAIN },
  [v.statusInvalid]: { id: 'Status harus tertunda, berhasil, gagal, atau semua', en: v.statusInvalid },

  'admin.refunds.filter': { id: 'Tampilkan', en: 'Show' },
  'admin.refunds.filter.all': { id: 'Semua', en: 'All' },
  'admin.refunds.filter.pending': { id: 'Tertunda', en: 'Pending' },
  'admin.refunds.filter.failed': { id: 'Gagal', en: 'Failed' },
  'admin.refunds.filter.succeeded': { id: 'Berhasil', en: 'Succeeded' },
  'admin.refunds.loading': { id: 'Memuat pengembalian dana', en: 'Loading refunds' },
  'admin.refunds.empty': { id: 'Belum ada pengembalian dana.', en: 'No refunds yet.' },
  'admin.refunds.noMatch': { id: 'Tidak ada pengembalian dana dengan status ini.', en: 'No refunds with this status.' },
  'admin.refunds.loadFailed': { id: 'Pengembalian dana tidak dapat dimuat.', en: 'The refunds could not be loaded.' },
  'admin.refunds.requested': { id: 'Diminta', en: 'Requested' },
  'admin.refunds.patient': { id: 'Pasien', en: 'Patient' },
  'admin.refunds.appointment': { id: 'Janji temu', en: 'Appointment' },
  'admin.refunds.amount': { id: 'Jumlah', en: 'Amount' },
  'admin.refunds.provider': { id: 'Penyedia', en: 'Provider' },
  'admin.refunds.status': { id: 'Status', en: 'Status' },
  'admin.refunds.actions': { id: 'Tindakan', en: 'Actions' },
  'admin.refunds.status.pending': { id: 'Tertunda', en: 'Pending' },
  'admin.refunds.status.failed': { id: 'Gagal', en: 'Failed' },
  'admin.refunds.status.succeeded': { id: 'Berhasil', en: 'Succeeded' },
  'admin.refunds.reason.cancelled': { id: 'Janji temu dibatalkan', en: 'Appointment cancelled' },
  'admin.refunds.reason.paid-after-cancel': { id: 'Dibayar setelah dibatalkan', en: 'Paid after the cancel' },
  'admin.refunds.reason.duplicate-payment': { id: 'Pembayaran kedua', en: 'Paid twice' },
  'admin.refunds.retry': { id: 'Coba lagi', en: 'Retry' },
  'admin.refunds.retryLabel': { id: 'Coba lagi pengembalian dana untuk {email}', en: 'Retry the refund for {email}' },
  'admin.refunds.retrying': { id: 'Mencoba lagi', en: 'Retrying' },
};
