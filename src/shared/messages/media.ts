// What the console's upload endpoints answer, in English; the console shows them through
// the dictionary (src/shared/dictionary/adminMedia.ts), keyed by these texts.

export const mediaMessages = {
  notMultipart: 'Send the file as a multipart form',
  oneFile: 'Send exactly one file, named "file"',
  noFile: 'Choose a file to upload',
  unreadable: 'The upload could not be read. Please try again.',
  imageTooLarge: 'The image is too large. Please choose a smaller picture.',
  imageInvalid: 'Please upload a picture (JPEG, PNG, WebP or GIF)',
  tooManyPixels: 'The image has too many pixels. Please choose a smaller picture.',
  documentTooLarge: 'The document is too large',
  documentInvalid: 'Please upload a PDF document',
  videoTooLarge: 'The video is too large',
  videoInvalid: 'Please upload an MP4 or WebM video',
  /** Every picture decode waits in one line (server/services/imageWork.ts); a full line is told this. */
  busy: 'The server is busy with other pictures. Please try again in a moment.',
} as const;

export type MediaKind = 'image' | 'document' | 'video';
