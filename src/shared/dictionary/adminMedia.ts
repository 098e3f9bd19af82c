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
};
