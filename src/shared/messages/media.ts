// What the console's upload endpoints answer, in English; the console shows them through
// the dictionary (src/shared/dictionary/adminMedia.ts), keyed by these texts.

export const UPLOAD_NOT_MULTIPART = 'Send the file as a multipart form';
export const UPLOAD_ONE_FILE = 'Send exactly one file, named "file"';
export const UPLOAD_NO_FILE = 'Choose a file to upload';
export const UPLOAD_UNREADABLE = 'The upload could not be read. Please try again.';
export const IMAGE_TOO_LARGE = 'The image is too large. Please choose a smaller picture.';
export const IMAGE_INVALID = 'Please upload a picture (JPEG, PNG, WebP or GIF)';
export const TOO_MANY_PIXELS = 'The image has too many pixels. Please choose a smaller picture.';
export const DOCUMENT_TOO_LARGE = 'The document is too large';
export const DOCUMENT_INVALID = 'Please upload a PDF document';
export const VIDEO_TOO_LARGE = 'The video is too large';
export const VIDEO_INVALID = 'Please upload an MP4 or WebM video';
/** Every picture decode waits in one line (server/services/imageWork.ts); a full line is told this. */
export const BUSY_WITH_PICTURES = 'The server is busy with other pictures. Please try again in a moment.';

export type MediaKind = 'image' | 'document' | 'video';
