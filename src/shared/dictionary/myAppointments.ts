import type { Dictionary } from './types';

// My appointments: the groups, the state badges, Add to calendar, Directions and the
// cancel dialog. They arrive with that page's code (the doctor pages do not carry them).
export const myAppointments: Dictionary = {
  'booking.my.upcoming': { id: 'Mendatang', en: 'Upcoming' },
  'booking.my.past': { id: 'Riwayat', en: 'Past' },
  'booking.my.cancelledGroup': { id: 'Dibatalkan', en: 'Cancelled' },
  'booking.my.count': { id: '{count} janji temu', en: '{count} appointments' },
  'booking.my.countOne': { id: '1 janji temu', en: '1 appointment' },
  'booking.my.noUpcoming': {
    id: 'Tidak ada janji temu mendatang.',
    en: 'You have no upcoming appointments.',
  },
  'booking.my.bookAnother': { id: 'Buat janji temu', en: 'Book an appointment' },
  'booking.badge.awaitingPayment': { id: 'Menunggu pembayaran', en: 'Awaiting payment' },
  'booking.badge.notPaid': { id: 'Belum dibayar', en: 'Not paid' },
  // SPEC §4's label for a cancelled appointment, word for word.
  'booking.badge.cancelled': { id: 'Janji temu dibatalkan', en: 'Appointment cancelled' },
  'booking.badge.refundPending': { id: 'Dana sedang dikembalikan', en: 'Refund on its way' },
  'booking.addToCalendar': { id: 'Tambahkan ke kalender', en: 'Add to calendar' },
  'booking.addingToCalendar': { id: 'Mengunduh berkas kalender', en: 'Downloading the calendar file' },
  'booking.calendarFailed': {
    id: 'Berkas kalender tidak dapat diunduh. Silakan coba lagi.',
    en: 'The calendar file could not be downloaded. Please try again.',
  },
  'booking.directions': { id: 'Petunjuk arah', en: 'Directions' },
  'booking.directionsTo': {
    id: 'Petunjuk arah ke {address} (membuka tab baru)',
    en: 'Directions to {address} (opens in a new tab)',
  },
  // Cancelling asks first, and says what happens to the money (services/cancellation.ts:
  // a paid appointment's payment goes back through the provider that took it, or by a bank
  // transfer from staff where the provider cannot refund it).
  'booking.cancelDialog.title': { id: 'Batalkan janji temu ini?', en: 'Cancel this appointment?' },
  'booking.cancelDialog.what': {
    id: 'Janji temu dengan {name} pada {date}, {time} akan dibatalkan dan jadwalnya dibuka untuk pasien lain.',
    en: 'Your appointment with {name} on {date} at {time} will be cancelled and the slot offered to other patients.',
  },
  'booking.cancelDialog.refund': {
    id: 'Pembayaran Anda sebesar {amount} akan dikembalikan secara otomatis ke kartu atau akun yang Anda gunakan untuk membayar. Biasanya dana kembali dalam 5 sampai 10 hari kerja.',
    en: 'Your payment of {amount} will be refunded automatically to the card or account you paid with. A refund usually arrives within 5 to 10 working days.',
  },
  // A virtual-account transfer cannot be refunded by the provider: staff send it back by bank.
  'booking.cancelDialog.refundByBank': {
    id: 'Pembayaran Anda sebesar {amount} dilakukan lewat transfer virtual account, yang tidak dapat dikembalikan secara otomatis. Staf klinik akan mentransfer kembali jumlah tersebut ke rekening bank Anda dan akan menghubungi Anda untuk menanyakan detail rekening.',
    en: "Your payment of {amount} was made by virtual account transfer, which cannot be refunded automatically. The clinic's staff will transfer the amount back to your bank account and will contact you for its details.",
  },
  'booking.cancelDialog.unpaid': {
    id: 'Anda belum dikenai biaya apa pun untuk janji temu ini.',
    en: 'Nothing was charged for this appointment.',
  },
  'booking.cancelDialog.keep': { id: 'Pertahankan janji temu', en: 'Keep appointment' },
  'booking.cancelDialog.confirm': { id: 'Ya, batalkan', en: 'Yes, cancel it' },
  'booking.cancelDone': { id: 'Janji temu dibatalkan.', en: 'Appointment cancelled.' },
  'booking.cancelDoneRefund': {
    id: 'Janji temu dibatalkan. Pembayaran Anda sedang dikembalikan.',
    en: 'Appointment cancelled. Your payment is being refunded.',
  },
  'booking.cancelDoneBankRefund': {
    id: 'Janji temu dibatalkan. Staf klinik akan menghubungi Anda untuk mengembalikan pembayaran lewat transfer bank.',
    en: "Appointment cancelled. The clinic's staff will contact you to transfer your payment back.",
  },
};
