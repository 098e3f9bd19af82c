import type { Dictionary } from './types';

/**
 * What a failed call can say: the transport's failures and the answers of the server's
 * HTTP layer (server/http/errors.ts), keyed by their English text. They come with the code
 * that can show a failure (features/language/failureText.ts), not with the first screen.
 */
export const failures: Dictionary = {
  // Transport-level failures (SPEC §8, word for word), shown when no server message is available.
  'Network Error': { id: 'Kesalahan jaringan', en: 'Network Error' },
  'Request aborted': { id: 'Permintaan dibatalkan', en: 'Request aborted' },
  'timeout exceeded': { id: 'Batas waktu habis', en: 'timeout exceeded' },
  'unsupported protocol': { id: 'Protokol tidak didukung', en: 'unsupported protocol' },
  'An error occurred. Please try again.': {
    id: 'Terjadi kesalahan. Silakan coba lagi.',
    en: 'An error occurred. Please try again.',
  },
  'Something went wrong. Please try again.': {
    id: 'Terjadi kesalahan. Silakan coba lagi.',
    en: 'Something went wrong. Please try again.',
  },
  'Too many requests. Please wait a moment and try again.': {
    id: 'Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi.',
    en: 'Too many requests. Please wait a moment and try again.',
  },
  // Answers of the server's HTTP layer itself (server/http/errors.ts).
  'Invalid request': { id: 'Permintaan tidak valid', en: 'Invalid request' },
  'Invalid request data': { id: 'Data permintaan tidak valid', en: 'Invalid request data' },
  'Not found': { id: 'Tidak ditemukan', en: 'Not found' },
  'Unsupported content type': { id: 'Jenis konten tidak didukung', en: 'Unsupported content type' },
  'Unsupported content encoding': { id: 'Pengodean konten tidak didukung', en: 'Unsupported content encoding' },
  'Invalid content length': { id: 'Panjang konten tidak valid', en: 'Invalid content length' },
  'Request body is too large': { id: 'Isi permintaan terlalu besar', en: 'Request body is too large' },
  'Request body is empty': { id: 'Isi permintaan kosong', en: 'Request body is empty' },
  'Request body is not valid JSON': {
    id: 'Isi permintaan bukan JSON yang valid',
    en: 'Request body is not valid JSON',
  },
  'Request body must be a JSON object': { id: 'Data permintaan tidak valid', en: 'Request body must be a JSON object' },
};
