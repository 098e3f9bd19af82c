// Every word of the site's e-mails, in both languages, in one place. `{name}` marks a
// value filled in when the message is written.
import type { Dictionary } from '../../../../src/shared/dictionary/types';
import { type LangCode } from '../../../../src/shared/language';

export const mailStrings = {
  'mail.greeting': { id: 'Halo {name},', en: 'Hello {name},' },
  'mail.calendarHint': {
    id: 'File kalender terlampir (invite.ics) agar janji temu ini masuk ke kalender Anda.',
    en: 'The attached calendar file (invite.ics) puts this appointment in your calendar.',
  },
  'mail.footer': {
    id: 'Email ini dikirim oleh {site} tentang janji temu yang dibuat dengan alamat email ini.',
    en: '{site} sent this e-mail about an appointment made with this address.',
  },
  'mail.calendar.summary': { id: 'Janji temu dengan {doctor}', en: 'Appointment with {doctor}' },
  'mail.action.myAppointments': { id: 'Buka Janji Temu Saya', en: 'Open My Appointments' },

  'mail.label.doctor': { id: 'Dokter', en: 'Doctor' },
  'mail.label.speciality': { id: 'Spesialisasi', en: 'Speciality' },
  'mail.label.date': { id: 'Tanggal', en: 'Date' },
  'mail.label.time': { id: 'Jam', en: 'Time' },
  'mail.label.address': { id: 'Alamat', en: 'Address' },
  'mail.label.fee': { id: 'Biaya', en: 'Fee' },
  'mail.label.payment': { id: 'Pembayaran', en: 'Payment' },
  'mail.label.previous': { id: 'Jadwal sebelumnya', en: 'Previous time' },
  'mail.label.reason': { id: 'Alasan', en: 'Reason' },
  'mail.timeInZone': { id: '{time} (waktu {zone})', en: '{time} ({zone} time)' },

  'mail.payment.paid': { id: 'Lunas', en: 'Paid' },
  'mail.payment.unpaid': {
    id: 'Belum dibayar: Anda dapat membayar online dari Janji Temu Saya',
    en: 'Not paid yet: you can pay online from My Appointments',
  },
  'mail.payment.notCharged': { id: 'Tidak ada biaya yang ditagih', en: 'Nothing was charged' },
  'mail.payment.refunded': { id: 'Dikembalikan', en: 'Refunded' },
  'mail.payment.refunding': { id: 'Sedang dikembalikan', en: 'Being refunded' },
  'mail.refundNote': {
    id: 'Pembayaran Anda sebesar {amount} dikembalikan ke metode pembayaran yang Anda gunakan. Biasanya dana kembali dalam 5 sampai 10 hari kerja.',
    en: 'Your payment of {amount} is being refunded to the method you paid with. It usually arrives within 5 to 10 working days.',
  },
  // A virtual-account transfer cannot be refunded through the provider: staff send it back by bank.
  'mail.refundNote.bankTransfer': {
    id: 'Pembayaran Anda sebesar {amount} dilakukan melalui transfer ke virtual account, yang tidak dapat dikembalikan secara otomatis. Staf klinik akan mentransfer jumlah tersebut kembali ke rekening bank Anda dan menghubungi Anda untuk meminta detail rekening.',
    en: 'Your payment of {amount} was made by transfer to a virtual account, which cannot be refunded automatically. The clinic\u2019s staff will transfer the amount back to your bank account and contact you for the account details.',
  },

  'mail.booked.subject': {
    id: 'Janji temu Anda dengan {doctor} sudah tercatat',
    en: 'Your appointment with {doctor} is booked',
  },
  'mail.booked.intro': {
    id: 'Terima kasih, janji temu Anda sudah kami catat.',
    en: 'Thank you, your appointment is booked.',
  },

  'mail.rescheduled.subject': {
    id: 'Janji temu Anda dipindahkan ke {date}, {time}',
    en: 'Your appointment has moved to {date}, {time}',
  },
  'mail.rescheduled.intro': {
    id: 'Janji temu Anda dengan {doctor} sudah dipindahkan ke waktu di bawah ini. Pembayaran yang sudah Anda lakukan tetap berlaku.',
    en: 'Your appointment with {doctor} has moved to the time below. Anything you have paid stays with it.',
  },

  'mail.cancelled.subject': {
    id: 'Janji temu Anda pada {date} dibatalkan',
    en: 'Your appointment on {date} is cancelled',
  },
  'mail.cancelled.intro': {
    id: 'Janji temu di bawah ini telah dibatalkan.',
    en: 'The appointment below has been cancelled.',
  },
  'mail.cancelled.unpaidNote': {
    id: 'Janji temu ini belum dibayar, jadi tidak ada yang ditagih dan tidak ada yang perlu Anda bayar.',
    en: 'This appointment had not been paid, so nothing was charged and there is nothing for you to pay.',
  },

  'mail.receipt.subject': {
    id: 'Tanda terima pembayaran janji temu {date}',
    en: 'Payment receipt for your appointment on {date}',
  },
  'mail.receipt.intro': {
    id: 'Pembayaran Anda sebesar {amount} sudah kami terima. Terima kasih.',
    en: 'We have received your payment of {amount}. Thank you.',
  },

  'mail.paymentRefunded.subject': {
    id: 'Pembayaran Anda untuk janji temu {date} dikembalikan',
    en: 'Your payment for the appointment on {date} is refunded',
  },
  'mail.paymentRefunded.intro': {
    id: 'Pembayaran Anda tiba setelah janji temu ini dibatalkan, jadi kami langsung mengembalikannya.',
    en: 'Your payment arrived after this appointment had been cancelled, so we refunded it at once.',
  },
  'mail.paymentRefunded.introBankTransfer': {
    id: 'Pembayaran Anda tiba setelah janji temu ini dibatalkan, jadi kami akan mengembalikannya.',
    en: 'Your payment arrived after this appointment had been cancelled, so we will give it back.',
  },

  'mail.reminder.subject': {
    id: 'Pengingat: janji temu dengan {doctor}, {date}, {time}',
    en: 'Reminder: your appointment with {doctor}, {date}, {time}',
  },
  'mail.reminder.intro': {
    id: 'Kami mengingatkan janji temu Anda dalam 24 jam ke depan. Mohon datang beberapa menit lebih awal.',
    en: 'A reminder of your appointment within the next 24 hours. Please arrive a few minutes early.',
  },

  'mail.contact.subject': { id: 'Pesan kontak dari {name}', en: 'Contact message from {name}' },
  'mail.contact.intro': {
    id: 'Pesan baru masuk melalui formulir kontak situs.',
    en: 'A new message came in through the site\u2019s contact form.',
  },
  'mail.contact.replyHint': {
    id: 'Balas email ini untuk menjawab {name} langsung.',
    en: 'Reply to this e-mail to answer {name} directly.',
  },
  'mail.contact.footer': {
    id: 'Pesan ini juga tersimpan di kotak masuk konsol.',
    en: 'The message is also kept in the console\u2019s inbox.',
  },
  'mail.label.name': { id: 'Nama', en: 'Name' },
  'mail.label.email': { id: 'Email', en: 'E-mail' },
  'mail.label.phone': { id: 'Telepon', en: 'Phone' },
  'mail.label.subject': { id: 'Subjek', en: 'Subject' },
  'mail.label.message': { id: 'Pesan', en: 'Message' },
  'mail.label.form': { id: 'Formulir', en: 'Form' },
  'mail.form.home': { id: 'Beranda', en: 'Home page' },
  'mail.form.contact': { id: 'Halaman Kontak', en: 'Contact page' },

  'mail.reset.subject': {
    id: 'Atur ulang kata sandi akun {site} Anda',
    en: 'Reset the password of your {site} account',
  },
  'mail.reset.intro': {
    id: 'Kami menerima permintaan untuk mengatur ulang kata sandi akun Anda. Tombol di bawah ini membuka halaman untuk memilih kata sandi baru.',
    en: 'We received a request to reset the password of your account. The button below opens a page where you choose a new one.',
  },
  'mail.reset.action': { id: 'Pilih kata sandi baru', en: 'Choose a new password' },
  'mail.reset.validity': {
    id: 'Tautan ini hanya dapat dipakai sekali, dalam {minutes} menit. Setelah kata sandi diganti, Anda keluar dari semua perangkat.',
    en: 'The link works once, within {minutes} minutes. Once the password is changed, every device is signed out.',
  },
  'mail.reset.notYou': {
    id: 'Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tetap sama.',
    en: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  'mail.reset.footer': {
    id: '{site} mengirim email ini karena ada permintaan atur ulang kata sandi untuk alamat ini.',
    en: '{site} sent this e-mail because a password reset was asked for this address.',
  },
} as const satisfies Dictionary;

export type MailStringKey = keyof typeof mailStrings;

/** The text of `key` in `lang` with its `{name}` values filled in. */
export function mailText(lang: LangCode, key: MailStringKey, params: Record<string, string> = {}): string {
  return mailStrings[key][lang].replace(/\{(\w+)\}/g, (match, name: string) => params[name] ?? match);
}
