import type { Dictionary } from './types';
import { mediaMessages as m } from '../messages/media';

/** The console's media fields and the upload endpoints' messages. */
export const adminMedia: Dictionary = {
  [m.notMultipart]: { id: 'Kirim berkas sebagai formulir multipart', en: m.notMultipart },
  [m.oneFile]: { id: 'Kirim tepat satu berkas, bernama "file"', en: m.oneFile },
  [m.noFile]: { id: 'Pilih berkas untuk diunggah', en: m.noFile },
  [m.unreadable]: { id: 'Unggahan tidak dapat dibaca. Silakan coba lagi.', en: m.unreadable },
  [m.imageTooLarge]: { id: 'Ukuran gambar terlalu besar. Pilih gambar yang lebih kecil.', en: m.imageTooLarge },
  [m.imageInvalid]: { id: 'Unggah gambar (JPEG, PNG, WebP, atau GIF)', en: m.imageInvalid },
  [m.tooManyPixels]: { id: 'Resolusi gambar terlalu besar. Pilih gambar yang lebih kecil.', en: m.tooManyPixels },
  [m.documentTooLarge]: { id: 'Dokumen terlalu besar', en: m.documentTooLarge },
  [m.documentInvalid]: { id: 'Unggah dokumen PDF', en: m.documentInvalid },
  [m.videoTooLarge]: { id: 'Video terlalu besar', en: m.videoTooLarge },
  [m.videoInvalid]: { id: 'Unggah video MP4 atau WebM', en: m.videoInvalid },

  'admin.media.url': { id: '{label}: alamat (URL)', en: '{label}: address (URL)' },
  'admin.media.urlHint': {
    id: 'Tempel alamat https:// atau alamat di situs ini (dimulai dengan /), atau unggah berkas.',
    en: 'Paste an https:// address or an address on this site (starting with /), or upload a file.',
  },
  'admin.media.upload.image': { id: 'Unggah gambar', en: 'Upload picture' },
  'admin.media.upload.document': { id: 'Unggah PDF', en: 'Upload PDF' },
  'admin.media.upload.video': { id: 'Unggah video', en: 'Upload video' },
  'admin.media.chooseFile': { id: 'Pilih berkas untuk {label}', en: 'Choose a file for {label}' },
  'admin.media.uploading': { id: 'Mengunggah', en: 'Uploading' },
  'admin.media.uploaded': { id: 'Berkas diunggah', en: 'File uploaded' },
  'admin.media.uploadFailed': { id: 'Unggahan gagal', en: 'The upload failed' },
  'admin.media.none': { id: 'Belum ada berkas', en: 'No file yet' },
  'admin.media.preview': { id: 'Pratinjau {label}', en: 'Preview of {label}' },
  'admin.media.openDocument': { id: 'Buka dokumen: {name}', en: 'Open the document: {name}' },
  'admin.media.openVideo': { id: 'Buka video: {name}', en: 'Open the video: {name}' },
  'admin.media.accepts.image': { id: 'JPEG, PNG, WebP atau GIF', en: 'JPEG, PNG, WebP or GIF' },
  'admin.media.accepts.document': { id: 'Dokumen PDF', en: 'PDF document' },
  'admin.media.accepts.video': { id: 'Video MP4 atau WebM', en: 'MP4 or WebM video' },
};
