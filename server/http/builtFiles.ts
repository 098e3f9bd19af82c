// Which request paths can name a file of the built web app (STATIC_DIR), known without asking
// the file system. For every path it serves, the static handler reads each directory on the
// way to check the path's spelling, then looks for the file and its .br and .gz copies: for a
// made-up address, a readdir and several stats in the thread pool before the not-found page,
// which under a flood of such addresses cost more than the page itself (readdir and stat were
// a fifth of the server's time). A path is sent there only when its first segment is a name at
// the top of the folder, read at most once a second, so a file written there later is served
// within a second as before.
import fs from 'node:fs';

/** The longest file name: a longer path segment names no file. */
export const FILE_NAME_MAX = 255;

/** Whether a path segment of the URL (before its query) is longer than a file name can be. */
export function overlongSegment(url: string): boolean {
  const [pathname] = url.split(/[?#]/);
  return pathname.split('/').some((segment) => segment.length > FILE_NAME_MAX);
}

function firstSegment(url: string): string | undefined {
  const [pathname] = url.split(/[?#]/);
  const segment = pathname.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * `mayBeFile(url)`: whether the first segment of `url`'s path is a name at the top of `dir`
 * (the listing at most `refreshMs` old). A segment that does not decode is left to the
 * static handler, which refuses it as it always has.
 */
export function builtFiles(dir: string, refreshMs = 1000, now: () => number = Date.now) {
  let names = new Set<string>();
  let readAt = Number.NEGATIVE_INFINITY;
  const current = () => {
    if (now() - readAt >= refreshMs) {
      readAt = now();
      try {
        names = new Set(fs.readdirSync(dir));
      } catch {
        names = new Set();
      }
    }
    return names;
  };
  return {
    mayBeFile(url: string): boolean {
      const segment = firstSegment(url);
      return segment === undefined || current().has(segment);
    },
  };
}
