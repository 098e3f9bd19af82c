import type { Dictionary } from './types';
import { PAYMENT_NOT_YET_RECEIVED } from '../messages/payments';

/** Strings of the payment screens, and the payment server's messages by their English text. */
export const payment: Dictionary = {
  // The page's title (the tab and the heading).
  'page.verify': { id: 'Memverifikasi Pembayaran', en: 'Verifying Payment' },
  'payment.payOnline': { id: 'Bayar Online', en: 'Pay Online' },
  'payment.chooseMethod': { id: 'Pilih metode pembayaran', en: 'Choose a payment method' },
  'payment.stripeHint': { id: 'Kartu kredit atau debit', en: 'Credit or debit card' },
  'payment.razorpayHint': { id: 'UPI, kartu, net banking', en: 'UPI, cards, net banking' },
  // The third choice, for Indonesian methods through Midtrans: named by what patients pay with.
  'payment.method.qris': { id: 'QRIS', en: 'QRIS' },
  'payment.method.virtual-account': { id: 'Virtual Account', en: 'Virtual Account' },
  'payment.method.e-wallet': { id: 'E-Wallet', en: 'E-Wallet' },
  'payment.method.card': { id: 'Kartu', en: 'Card' },
  'payment.redirecting': { id: 'Mengalihkan ke pembayaran', en: 'Redirecting to payment' },
  'payment.opening': { id: 'Membuka pembayaran', en: 'Opening checkout' },
  'payment.testMode': { id: 'Mode uji — tidak ada uang yang ditarik', en: 'Test mode — no money is taken' },
  'payment.unavailable': {
    id: 'Pembayaran online sedang tidak tersedia.',
    en: 'Online payment is not available right now.',
  },
  'payment.razorpayDescription': { id: 'Pembayaran janji temu', en: 'Appointment payment' },
  'payment.razorpayUnavailable': {
    id: 'Pembayaran Razorpay belum dikonfigurasi.',
    en: 'Razorpay payments are not configured.',
  },
  'payment.failed': { id: 'Pembayaran gagal. Silakan coba lagi.', en: 'Payment failed. Please try again.' },
  'payment.verifying': { id: 'Memverifikasi pembayaran Anda', en: 'Confirming your payment' },
  'payment.verifyingText': {
    id: 'Mohon tunggu sebentar dan jangan tutup halaman ini.',
    en: 'Please wait a moment and keep this page open.',
  },
  'payment.loginFirst': {
    id: 'Masuk untuk melihat status pembayaran janji temu Anda.',
    en: 'Log in to see the payment status of your appointments.',
  },
  // A virtual account chosen, its transfer not made yet: the verify page waits, calmly.
  'payment.awaitingTitle': { id: 'Menunggu pembayaran Anda', en: 'Waiting for your payment' },
  'payment.toMyAppointments': { id: 'Buka Janji Temu Saya', en: 'Go to My appointments' },
  // My appointments: a payment chosen and not yet made.
  'payment.pending.title': { id: 'Selesaikan pembayaran Anda', en: 'Complete your payment' },
  'payment.pending.method': { id: 'Metode', en: 'Method' },
  'payment.pending.vaNumber': { id: 'Nomor Virtual Account', en: 'Virtual account number' },
  // Mandiri's bill payment: a company code and a bill key instead of one number.
  'payment.pending.billerCode': { id: 'Kode perusahaan (biller code)', en: 'Company code (biller code)' },
  'payment.pending.billKey': { id: 'Kode pembayaran (bill key)', en: 'Payment code (bill key)' },
  'payment.pending.deadline': { id: 'Bayar sebelum', en: 'Pay before' },
  'payment.pending.vaHint': {
    id: 'Transfer jumlah yang tepat dari aplikasi bank, internet banking, atau ATM ke nomor ini.',
    en: 'Transfer the exact amount to this number from your banking app, internet banking or an ATM.',
  },
  'payment.pending.otherHint': {
    id: 'Selesaikan di aplikasi Anda, atau mulai lagi dengan Bayar Online.',
    en: 'Finish it in your app, or start again with Pay Online.',
  },
  'payment.pending.copy': { id: 'Salin', en: 'Copy' },
  'payment.pending.copyVaNumber': { id: 'Salin nomor virtual account', en: 'Copy the virtual account number' },
  'payment.pending.copyBillerCode': { id: 'Salin kode perusahaan', en: 'Copy the company code' },
  'payment.pending.copyBillKey': { id: 'Salin kode pembayaran', en: 'Copy the payment code' },
  'payment.pending.copied': { id: 'Disalin', en: 'Copied' },
  'payment.pending.copiedNote': { id: 'Disalin ke papan klip', en: 'Copied to the clipboard' },
  'payment.pending.copyFailed': {
    id: 'Tidak dapat menyalin. Pilih nomornya lalu salin secara manual.',
    en: 'Could not copy. Select the number and copy it yourself.',
  },
  'payment.missingDetails': {
    id: 'Detail pembayaran tidak lengkap. Silakan periksa janji temu Anda.',
    en: 'The payment details are incomplete. Please check your appointments.',
  },

  // Server messages (the English text is the key).
  'Payment successful': { id: 'Pembayaran berhasil', en: 'Payment successful' },
  'Payment already received': { id: 'Pembayaran sudah diterima', en: 'Payment already received' },
  'This appointment was cancelled, so your payment has been refunded': {
    id: 'Janji temu ini sudah dibatalkan, jadi pembayaran Anda telah dikembalikan',
    en: 'This appointment was cancelled, so your payment has been refunded',
  },
  'This appointment was cancelled, so your payment will be refunded': {
    id: 'Janji temu ini sudah dibatalkan, jadi pembayaran Anda akan dikembalikan',
    en: 'This appointment was cancelled, so your payment will be refunded',
  },
  'This appointment was already paid, so this second payment has been refunded': {
    id: 'Janji temu ini sudah dibayar, jadi pembayaran kedua ini telah dikembalikan',
    en: 'This appointment was already paid, so this second payment has been refunded',
  },
  'This appointment was already paid, so this second payment will be refunded': {
    id: 'Janji temu ini sudah dibayar, jadi pembayaran kedua ini akan dikembalikan',
    en: 'This appointment was already paid, so this second payment will be refunded',
  },
  'Payment cancelled': { id: 'Pembayaran dibatalkan', en: 'Payment cancelled' },
  'Payment not completed': { id: 'Pembayaran belum selesai', en: 'Payment not completed' },
  'Waiting for your payment: complete it before its deadline (a virtual account’s number is shown in My appointments)':
    {
      id: 'Menunggu pembayaran Anda: selesaikan sebelum batas waktunya (nomor virtual account tertera di Janji Temu Saya)',
      en: 'Waiting for your payment: complete it before its deadline (a virtual account’s number is shown in My appointments)',
    },
  'This payment ended before it was completed. You can pay again from My appointments.': {
    id: 'Pembayaran ini berakhir sebelum diselesaikan. Anda dapat membayar lagi dari Janji Temu Saya.',
    en: 'This payment ended before it was completed. You can pay again from My appointments.',
  },
  [PAYMENT_NOT_YET_RECEIVED]: {
    id: 'Pembayaran Anda belum kami terima. Jika Anda sudah membayar, Janji Temu Saya menampilkannya lunas dalam beberapa menit; jika belum, Anda dapat membayar dari sana',
    en: PAYMENT_NOT_YET_RECEIVED,
  },
  'Payment failed': { id: 'Pembayaran gagal', en: 'Payment failed' },
  'Appointment not found': { id: 'Janji temu tidak ditemukan', en: 'Appointment not found' },
  'Appointment id is required': { id: 'ID janji temu wajib diisi', en: 'Appointment id is required' },
  'Invalid appointment id': { id: 'ID janji temu tidak valid', en: 'Invalid appointment id' },
  'You can only pay for your own appointments': {
    id: 'Anda hanya dapat membayar janji temu milik Anda sendiri',
    en: 'You can only pay for your own appointments',
  },
  'This appointment was cancelled and cannot be paid': {
    id: 'Janji temu ini sudah dibatalkan dan tidak dapat dibayar',
    en: 'This appointment was cancelled and cannot be paid',
  },
  'This appointment is already completed': {
    id: 'Janji temu ini sudah selesai',
    en: 'This appointment is already completed',
  },
  'This appointment is already paid': { id: 'Janji temu ini sudah lunas', en: 'This appointment is already paid' },
  'No payment was started for this appointment': {
    id: 'Belum ada pembayaran yang dimulai untuk janji temu ini',
    en: 'No payment was started for this appointment',
  },
  'Payment session not found': { id: 'Sesi pembayaran tidak ditemukan', en: 'Payment session not found' },
  'Payment order not found': { id: 'Pesanan pembayaran tidak ditemukan', en: 'Payment order not found' },
  'This payment belongs to another appointment': {
    id: 'Pembayaran ini milik janji temu lain',
    en: 'This payment belongs to another appointment',
  },
  'Payment verification failed': { id: 'Verifikasi pembayaran gagal', en: 'Payment verification failed' },
  'Payment details are missing': { id: 'Detail pembayaran tidak lengkap', en: 'Payment details are missing' },
  'Payment amount does not match the appointment': {
    id: 'Jumlah pembayaran tidak sesuai dengan janji temu',
    en: 'Payment amount does not match the appointment',
  },
  'Stripe payments are not available': {
    id: 'Pembayaran Stripe tidak tersedia',
    en: 'Stripe payments are not available',
  },
  'Razorpay payments are not available': {
    id: 'Pembayaran Razorpay tidak tersedia',
    en: 'Razorpay payments are not available',
  },
  'QRIS, virtual account and e-wallet payments are not available': {
    id: 'Pembayaran QRIS, virtual account, dan e-wallet tidak tersedia',
    en: 'QRIS, virtual account and e-wallet payments are not available',
  },
  'This payment method cannot charge this appointment’s currency': {
    id: 'Metode pembayaran ini tidak dapat menagih mata uang janji temu ini',
    en: 'This payment method cannot charge this appointment’s currency',
  },
  'Could not reach the payment provider. Please try again.': {
    id: 'Penyedia pembayaran tidak dapat dihubungi. Silakan coba lagi.',
    en: 'Could not reach the payment provider. Please try again.',
  },
  'Could not load the Razorpay checkout. Please try again.': {
    id: 'Checkout Razorpay tidak dapat dimuat. Silakan coba lagi.',
    en: 'Could not load the Razorpay checkout. Please try again.',
  },
};
