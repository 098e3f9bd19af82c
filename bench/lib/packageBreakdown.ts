// Where a route's first-visit bytes go, per package: each file's source map attributes every
// piece of minified code to the source it came from, and the pieces are grouped by package
// (node_modules/<name>, or the site's own code). For each package two figures: its code
// compressed alone, and how much smaller the whole compresses without it. They differ
// because brotli finds repeats across packages; the second is what dropping it would save.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { eachMapping, TraceMap, type EachMapping } from '@jridgewell/trace-mapping';

export type PackageShare = { name: string; alone: number; saved: number };

const SITE_CODE = 'the site’s own code';

export function packageOf(source: string | null): string {
  const match = source?.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (match) return match[1];
  return source?.includes('webpack/runtime') ? 'webpack runtime' : SITE_CODE;
}

function brotliSize(text: string): number {
  return zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The minified code of `file`, in pieces, each with its package. */
function pieces(file: string): { name: string; code: string }[] {
  const code = fs.readFileSync(file, 'utf8');
  // The start script is finished after webpack (scripts/webpack/startScriptPlugin.ts), without a map.
  if (!fs.existsSync(`${file}.map`)) return [{ name: SITE_CODE, code }];
  const lines = code.split('\n');
  const segments: EachMapping[] = [];
  eachMapping(new TraceMap(fs.readFileSync(`${file}.map`, 'utf8')), (segment) => segments.push(segment));
  segments.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  return segments.map((segment, i) => {
    const next = segments[i + 1];
    const line = lines[segment.generatedLine - 1] ?? '';
    const end = next && next.generatedLine === segment.generatedLine ? next.generatedColumn : line.length;
    return { name: packageOf(segment.source), code: line.slice(segment.generatedColumn, end) };
  });
}

/** The packages of these built files (paths under `distDir`), heaviest first. */
export function packageBreakdown(distDir: string, files: string[]): PackageShare[] {
  const all = files.filter((file) => file.endsWith('.js')).flatMap((file) => pieces(path.join(distDir, file)));
  const whole = brotliSize(all.map((piece) => piece.code).join(''));
  const names = [...new Set(all.map((piece) => piece.name))];
  return names
    .map((name) => ({
      name,
      alone: brotliSize(
        all
          .filter((piece) => piece.name === name)
          .map((piece) => piece.code)
          .join(''),
      ),
      saved: Math.max(
        0,
        whole -
          brotliSize(
            all
              .filter((piece) => piece.name !== name)
              .map((piece) => piece.code)
              .join(''),
          ),
      ),
    }))
    .sort((a, b) => b.saved - a.saved);
}
