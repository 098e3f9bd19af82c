import type { Dictionary } from './types';

/** Strings of the profile screens, and the messages of the profile rules and replies. */
export const profile: Dictionary = {
  'profile.intro': {
    id: 'Data diri Anda dipakai untuk janji temu dengan dokter kami.',
    en: 'Your details are used for your appointments with our doctors.',
  },
  'profile.edit': { id: 'Ubah profil', en: 'Edit profile' },
  'profile.editTitle': { id: 'Ubah profil', en: 'Edit profile' },
  'profile.save': { id: 'Simpan perubahan', en: 'Save changes' },
  'profile.saving': { id: 'Menyimpan…', en: 'Saving…' },
  'profile.cancel': { id: 'Batal', en: 'Cancel' },
  'profile.contactInfo': { id: 'Informasi kontak', en: 'Contact information' },
  'profile.basicInfo': { id: 'Informasi dasar', en: 'Basic information' },
  'profile.name': { id: 'Nama', en: 'Name' },
  'profile.email': { id: 'Email', en: 'Email' },
  'profile.emailLocked': { id: 'Email tidak dapat diubah.', en: 'Your email cannot be changed.' },
  'profile.phone': { id: 'Telepon', en: 'Phone' },
  'profile.address': { id: 'Alamat', en: 'Address' },
  'profile.addressLine1': { id: 'Alamat baris 1', en: 'Address line 1' },
  'profile.addressLine2': { id: 'Alamat baris 2', en: 'Address line 2' },
  'profile.gender': { id: 'Jenis kelamin', en: 'Gender' },
  'profile.gender.notSelected': { id: 'Belum dipilih', en: 'Not selected' },
  'profile.gender.male': { id: 'Laki-laki', en: 'Male' },
  'profile.gender.female': { id: 'Perempuan', en: 'Female' },
  'profile.dob': { id: 'Tanggal lahir', en: 'Date of birth' },
  'profile.notProvided': { id: 'Belum diisi', en: 'Not provided' },
  'profile.photoAlt': { id: 'Foto profil {name}', en: 'Profile photo of {name}' },
  'profile.photoPreviewAlt': { id: 'Pratinjau foto profil baru', en: 'Preview of the new profile photo' },
  'profile.choosePhoto': { id: 'Pilih foto', en: 'Choose photo' },
  'profile.photoHint': {
    id: 'JPEG, PNG, WebP atau GIF. Foto dipotong menjadi persegi.',
    en: 'JPEG, PNG, WebP or GIF. The photo is cropped to a square.',
  },
  'profile.photoSelected': {
    id: 'Foto baru dipilih: {name}. Simpan untuk memakainya.',
    en: 'New photo chosen: {name}. Save to use it.',
  },
  'profile.undoPhoto': { id: 'Pakai foto lama', en: 'Keep current photo' },
  'profile.loadFailed': { id: 'Profil tidak dapat dimuat.', en: 'The profile could not be loaded.' },
  'profile.retry': { id: 'Coba lagi', en: 'Try again' },

  // Rules shared by the form and the server (src/features/profile/schemas.ts).
  'Phone number is required': { id: 'Nomor telepon wajib diisi', en: 'Phone number is required' },
  'Please enter a valid phone number': {
    id: 'Masukkan nomor telepon yang valid',
    en: 'Please enter a valid phone number',
  },
  'Please choose Not Selected, Male or Female': {
    id: 'Pilih Belum dipilih, Laki-laki atau Perempuan',
    en: 'Please choose Not Selected, Male or Female',
  },
  'Please enter a valid address': { id: 'Masukkan alamat yang valid', en: 'Please enter a valid address' },
  'Address lines must be at most 200 characters long': {
    id: 'Setiap baris alamat maksimal 200 karakter',
    en: 'Address lines must be at most 200 characters long',
  },
  'Please upload an image file (JPEG, PNG, WebP or GIF)': {
    id: 'Unggah file gambar (JPEG, PNG, WebP atau GIF)',
    en: 'Please upload an image file (JPEG, PNG, WebP or GIF)',
  },

  // Replies of /api/user/get-profile and /api/user/update-profile.
  'Profile updated successfully': { id: 'Profil berhasil diperbarui', en: 'Profile updated successfully' },
  'The image is too large. Please choose a smaller picture.': {
    id: 'Ukuran gambar terlalu besar. Pilih gambar yang lebih kecil.',
    en: 'The image is too large. Please choose a smaller picture.',
  },
  'The image has too many pixels. Please choose a smaller picture.': {
    id: 'Resolusi gambar terlalu besar. Pilih gambar yang lebih kecil.',
    en: 'The image has too many pixels. Please choose a smaller picture.',
  },
  // Every picture decode waits in one line; a full line is answered this (503), on the profile and in the console.
  'The server is busy with other pictures. Please try again in a moment.': {
    id: 'Server sedang memproses gambar lain. Silakan coba lagi sebentar lagi.',
    en: 'The server is busy with other pictures. Please try again in a moment.',
  },
  'Profile updates must be sent as a multipart form': {
    id: 'Perubahan profil harus dikirim sebagai formulir multipart',
    en: 'Profile updates must be sent as a multipart form',
  },
  'Only one image file, named "image", can be sent': {
    id: 'Hanya satu file gambar bernama "image" yang dapat dikirim',
    en: 'Only one image file, named "image", can be sent',
  },
  'A form field is too long': { id: 'Salah satu isian terlalu panjang', en: 'A form field is too long' },
  'The form could not be read. Please try again.': {
    id: 'Formulir tidak dapat dibaca. Silakan coba lagi.',
    en: 'The form could not be read. Please try again.',
  },
  'Not authorized. Please log in again: the session token is missing or invalid': {
    id: 'Tidak diizinkan. Silakan masuk lagi: token sesi tidak ada atau tidak valid',
    en: 'Not authorized. Please log in again: the session token is missing or invalid',
  },

  // Upload refusals of the profile form
  'File is too large': { id: 'Berkas terlalu besar', en: 'File is too large' },
  'Too many form fields': { id: 'Terlalu banyak kolom formulir', en: 'Too many form fields' },
  'Too many files': { id: 'Terlalu banyak berkas', en: 'Too many files' },
  'Request is not multipart': { id: 'Permintaan bukan formulir multipart', en: 'Request is not multipart' },
};
