import type { Dictionary } from './types';
import {
  DOCUMENT_INVALID,
  DOCUMENT_TOO_LARGE,
  IMAGE_INVALID,
  IMAGE_TOO_LARGE,
  TOO_MANY_PIXELS,
  UPLOAD_NO_FILE,
  UPLOAD_NOT_MULTIPART,
  UPLOAD_ONE_FILE,
  UPLOAD_UNREADABLE,
  VIDEO_INVALID,
  VIDEO_TOO_LARGE,
} from '../messages/media';

/** The console's media fields and the upload endpoints' messages. */
export const adminMedia: Dictionary = {
  [UPLOAD_NOT_MULTIPART]: { id: 'Kirim berkas sebagai formulir multipart', en: UPLOAD_NOT_MULTIPART },
  [UPLOAD_ONE_FILE]: { id: 'Kirim tepat satu berkas, bernama "file"', en: UPLOAD_ONE_FILE },
  [UPLOAD_NO_FILE]: { id: 'Pilih berkas untuk diunggah', en: UPLOAD_NO_FILE },
  [UPLOAD_UNREADABLE]: { id: 'Unggahan tidak dapat dibaca. Silakan coba lagi.', en: UPLOAD_UNREADABLE },
  [IMAGE_TOO_LARGE]: { id: 'Ukuran gambar terlalu besar. Pilih gambar yang lebih kecil.', en: IMAGE_TOO_LARGE },
  [IMAGE_INVALID]: { id: 'Unggah gambar (JPEG, PNG, WebP, atau GIF)', en: IMAGE_INVALID },
  [TOO_MANY_PIXELS]: { id: 'Resolusi gambar terlalu besar. Pilih gambar yang lebih kecil.', en: TOO_MANY_PIXELS },
  [DOCUMENT_TOO_LARGE]: { id: 'Dokumen terlalu besar', en: DOCUMENT_TOO_LARGE },
  [DOCUMENT_INVALID]: { id: 'Unggah dokumen PDF', en: DOCUMENT_INVALID },
  [VIDEO_TOO_LARGE]: { id: 'Video terlalu besar', en: VIDEO_TOO_LARGE },
  [VIDEO_INVALID]: { id: 'Unggah video MP4 atau WebM', en: VIDEO_INVALID },

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
