// Names and content types of stored files. A name is a folder and a file name, both made by
// the server; a file's type follows from its extension, and only these are ever stored, so
// no store holds (or serves) a file of another type or outside its folder.
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

const FOLDER = /^[a-z]+$/;
/** The start of a name: a folder, then a file name that is not hidden and cannot climb out. */
const NAME_START = /^[a-z]+\/[0-9a-z][0-9a-z-]*(?:\.[0-9a-z-]+)*$/;

const refuse = (what: string, value: string): never => {
  throw new Error(`Not ${what} the server stores files under: ${value}`);
};

export function checkFolder(folder: string): string {
  return FOLDER.test(folder) ? folder : refuse('a folder', folder);
}

export function checkPrefix(prefix: string): string {
  return NAME_START.test(prefix) ? prefix : refuse('a name', prefix);
}

/** The content type of a stored file, from its name; throws for a name the server never makes. */
export function contentTypeOf(name: string): string {
  checkPrefix(name);
  return CONTENT_TYPES[path.extname(name)] ?? refuse('a name', name);
}

export const inFolder = (folder: string, file: string) => `${checkFolder(folder)}/${file}`;

/** The file name part of a stored file's name (without its folder). */
export const fileNameOf = (name: string) => name.slice(name.indexOf('/') + 1);
