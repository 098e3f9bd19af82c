import type { Dictionary } from './types';

/** Strings of the auth screens, and the messages of the sign-up/login rules and replies. */
export const auth: Dictionary = {
  'auth.signUp.title': { id: 'Buat Akun', en: 'Create Account' },
  'auth.signUp.subtitle': {
    id: 'Daftar untuk membuat janji temu dengan dokter kami.',
    en: 'Sign up to book appointments with our doctors.',
  },
  'auth.login.title': { id: 'Masuk', en: 'Login' },
  'auth.login.subtitle': {
    id: 'Masuk untuk mengelola profil dan janji temu Anda.',
    en: 'Log in to manage your profile and appointments.',
  },
  'auth.name': { id: 'Nama lengkap', en: 'Full name' },
  'auth.email': { id: 'Email', en: 'Email' },
  'auth.dob': { id: 'Tanggal lahir', en: 'Date of birth' },
  'auth.dobHint': { id: 'Anda harus berusia minimal 13 tahun.', en: 'You must be at least 13 years old.' },
  // How every date field of the site is typed (sign-up and profile): shared/typedDate.ts.
  'auth.dateFormat': {
    id: 'Format HH/BB/TTTT, misalnya 12/03/1990.',
    en: 'Format DD/MM/YYYY, for example 12/03/1990.',
  },
  'auth.password': { id: 'Kata sandi', en: 'Password' },
  'auth.passwordHint': {
    id: 'Minimal 8 karakter. Frasa sandi yang panjang lebih aman.',
    en: 'At least 8 characters. Long passphrases are welcome.',
  },
  'auth.confirmPassword': { id: 'Konfirmasi kata sandi', en: 'Confirm password' },
  'auth.showPassword': { id: 'Tampilkan kata sandi', en: 'Show password' },
  'auth.hidePassword': { id: 'Sembunyikan kata sandi', en: 'Hide password' },
  'auth.showConfirmPassword': { id: 'Tampilkan konfirmasi kata sandi', en: 'Show confirm password' },
  'auth.hideConfirmPassword': { id: 'Sembunyikan konfirmasi kata sandi', en: 'Hide confirm password' },
  'auth.submit.signUp': { id: 'Buat Akun', en: 'Create Account' },
  'auth.submit.login': { id: 'Masuk', en: 'Login' },
  'auth.submitting': { id: 'Mohon tunggu…', en: 'Please wait…' },
  'auth.haveAccount': { id: 'Sudah punya akun?', en: 'Already have an account?' },
  'auth.switchToLogin': { id: 'Masuk di sini', en: 'Login here' },
  'auth.noAccount': { id: 'Belum punya akun?', en: "Don't have an account?" },
  'auth.switchToSignUp': { id: 'Daftar di sini', en: 'Sign up here' },
  'auth.aside.title': { id: 'Selamat datang di Nusantara Rasa', en: 'Welcome to Nusantara Rasa' },
  'auth.aside.text': {
    id: 'Satu akun untuk layanan kesehatan karyawan dan tamu kami.',
    en: 'One account for the health services of our staff and guests.',
  },
  'auth.aside.point1': {
    id: 'Buat janji temu dengan dokter pilihan',
    en: 'Book appointments with the doctor you choose',
  },
  'auth.aside.point2': {
    id: 'Bayar Online dan pantau janji temu Anda',
    en: 'Pay online and keep track of your appointments',
  },
  'auth.aside.point3': { id: 'Simpan data diri Anda tetap terbaru', en: 'Keep your personal details up to date' },

  // Rules shared by the forms and the server (src/features/auth/schemas.ts).
  'Name is required': { id: 'Nama wajib diisi', en: 'Name is required' },
  'Name must be at most 100 characters long': {
    id: 'Nama maksimal 100 karakter',
    en: 'Name must be at most 100 characters long',
  },
  'Email is required': { id: 'Email wajib diisi', en: 'Email is required' },
  'Password is required': { id: 'Kata sandi wajib diisi', en: 'Password is required' },
  'Password must be at least 8 characters long': {
    id: 'Kata sandi minimal 8 karakter',
    en: 'Password must be at least 8 characters long',
  },
  'This password is one of the most common ones. Please choose a password that is harder to guess.': {
    id: 'Kata sandi ini termasuk yang paling umum dipakai. Pilih kata sandi yang lebih sulit ditebak.',
    en: 'This password is one of the most common ones. Please choose a password that is harder to guess.',
  },
  'Password must be at most 1024 characters long': {
    id: 'Kata sandi maksimal 1024 karakter',
    en: 'Password must be at most 1024 characters long',
  },
  'Please confirm your password': { id: 'Konfirmasi kata sandi Anda', en: 'Please confirm your password' },
  'Passwords do not match': { id: 'Kata sandi tidak cocok', en: 'Passwords do not match' },
  'Date of birth is required': { id: 'Tanggal lahir wajib diisi', en: 'Date of birth is required' },
  'Please enter a valid date of birth': {
    id: 'Masukkan tanggal lahir yang valid',
    en: 'Please enter a valid date of birth',
  },
  'You must be at least 13 years old to register': {
    id: 'Anda harus berusia minimal 13 tahun untuk mendaftar',
    en: 'You must be at least 13 years old to register',
  },

  // Replies of POST /api/user/register and /api/user/login.
  'Registration successful!': { id: 'Pendaftaran berhasil!', en: 'Registration successful!' },
  'Login successful!': { id: 'Berhasil masuk!', en: 'Login successful!' },
  'An account with this email already exists. Please log in instead.': {
    id: 'Akun dengan email ini sudah terdaftar. Silakan masuk.',
    en: 'An account with this email already exists. Please log in instead.',
  },
  'Invalid email or password': { id: 'Email atau kata sandi salah', en: 'Invalid email or password' },
  'Too many failed attempts for this account. Please wait a minute and try again.': {
    id: 'Terlalu banyak percobaan gagal untuk akun ini. Tunggu sebentar lalu coba lagi.',
    en: 'Too many failed attempts for this account. Please wait a minute and try again.',
  },
};
