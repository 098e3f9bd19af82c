import type { Dictionary } from './types';

/**
 * Strings of the account security screens (change password and "log out everywhere" on My
 * profile, the forgotten-password and reset pages), and the messages of their rules and replies.
 */
export const accounts: Dictionary = {
  'accounts.forgotLink': { id: 'Lupa kata sandi?', en: 'Forgot password?' },

  'page.forgotPassword': { id: 'Lupa Kata Sandi', en: 'Forgot Password' },
  'accounts.forgot.intro': {
    id: 'Masukkan email akun Anda. Kami akan mengirim tautan untuk memilih kata sandi baru.',
    en: 'Enter the e-mail of your account. We will send you a link to choose a new password.',
  },
  'accounts.forgot.submit': { id: 'Kirim tautan', en: 'Send the link' },
  'accounts.forgot.checkInbox': {
    id: 'Periksa kotak masuk Anda (dan folder spam). Tautan berlaku sebentar dan hanya sekali pakai.',
    en: 'Check your inbox (and the spam folder). The link works for a short time, and only once.',
  },
  'accounts.backToLogin': { id: 'Kembali ke halaman masuk', en: 'Back to login' },

  'page.resetPassword': { id: 'Atur Ulang Kata Sandi', en: 'Reset Password' },
  'accounts.reset.intro': {
    id: 'Pilih kata sandi baru untuk akun Anda. Setelah itu Anda keluar dari semua perangkat.',
    en: 'Choose a new password for your account. Afterwards every device is signed out.',
  },
  'accounts.reset.submit': { id: 'Simpan kata sandi baru', en: 'Save the new password' },
  'accounts.reset.askAgain': { id: 'Minta tautan baru', en: 'Ask for a new link' },
  'accounts.reset.login': { id: 'Masuk', en: 'Log in' },

  'accounts.newPassword': { id: 'Kata sandi baru', en: 'New password' },
  'accounts.confirmNewPassword': { id: 'Konfirmasi kata sandi baru', en: 'Confirm the new password' },
  'accounts.currentPassword': { id: 'Kata sandi saat ini', en: 'Current password' },

  'accounts.security.title': { id: 'Keamanan akun', en: 'Account security' },
  'accounts.change.title': { id: 'Ganti kata sandi', en: 'Change password' },
  'accounts.change.intro': {
    id: 'Setelah kata sandi diganti, Anda tetap masuk di perangkat ini dan keluar dari semua perangkat lain.',
    en: 'After the change you stay signed in on this device, and every other device is signed out.',
  },
  'accounts.change.submit': { id: 'Ganti kata sandi', en: 'Change password' },
  'accounts.everywhere.title': { id: 'Keluar dari semua perangkat', en: 'Log out everywhere' },
  'accounts.everywhere.intro': {
    id: 'Lupa keluar di komputer lain, atau ponsel hilang? Keluarkan akun Anda dari semua perangkat lain.',
    en: 'Forgot to log out on another computer, or lost a phone? Sign your account out of every other device.',
  },
  'accounts.everywhere.button': { id: 'Keluar dari semua perangkat', en: 'Log out everywhere' },
  'accounts.everywhere.confirmTitle': { id: 'Keluar dari semua perangkat?', en: 'Log out everywhere?' },
  'accounts.everywhere.confirmText': {
    id: 'Semua perangkat lain yang masuk dengan akun ini akan keluar pada permintaan berikutnya. Browser ini tetap masuk.',
    en: 'Every other device signed in to this account is signed out at its next request. This browser stays signed in.',
  },
  'accounts.everywhere.confirm': { id: 'Ya, keluarkan semua', en: 'Yes, sign them out' },
  'accounts.cancel': { id: 'Batal', en: 'Cancel' },
  'accounts.working': { id: 'Mohon tunggu…', en: 'Please wait…' },

  // Rules shared by the forms and the server (src/shared/validation/accounts.ts).
  'Please enter your current password': {
    id: 'Masukkan kata sandi Anda saat ini',
    en: 'Please enter your current password',
  },
  'The new password must be different from the current one': {
    id: 'Kata sandi baru harus berbeda dari kata sandi saat ini',
    en: 'The new password must be different from the current one',
  },

  // Replies of the account security calls (src/shared/messages/accounts.ts).
  'The current password is not correct': { id: 'Kata sandi saat ini salah', en: 'The current password is not correct' },
  'Your password has been changed. Every other device has been signed out.': {
    id: 'Kata sandi Anda sudah diganti. Semua perangkat lain sudah keluar.',
    en: 'Your password has been changed. Every other device has been signed out.',
  },
  'Every other device has been signed out.': {
    id: 'Semua perangkat lain sudah keluar.',
    en: 'Every other device has been signed out.',
  },
  'If an account exists for this address, we have sent a link to reset the password.': {
    id: 'Jika ada akun dengan alamat ini, kami sudah mengirim tautan untuk mengatur ulang kata sandinya.',
    en: 'If an account exists for this address, we have sent a link to reset the password.',
  },
  'This link is no longer valid. Ask for a new one.': {
    id: 'Tautan ini sudah tidak berlaku. Mintalah tautan baru.',
    en: 'This link is no longer valid. Ask for a new one.',
  },
  'Your password has been reset. You can log in with it now.': {
    id: 'Kata sandi Anda sudah diatur ulang. Sekarang Anda dapat masuk dengannya.',
    en: 'Your password has been reset. You can log in with it now.',
  },
};
