// The one byte range of a Range header (RFC 9110 §14), as media players send it to seek.
// Several ranges at once are answered with the whole file, as a server may.
import type { ByteRange } from '../services/fileStore';

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The range of a file of `size` bytes the header asks for: undefined for no header, or one
 * this server ignores (malformed, invalid as bytes=5-2, several ranges); 'unsatisfiable' when it
 * starts past the end of the file.
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // The last N bytes.
    const length = Number(last);
    return length === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  // A last position before the first makes the range invalid, and an invalid range is ignored
  // (RFC 9110 §14.1.1, §14.2): the whole file, not 416.
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? undefined : { start, end };
}
