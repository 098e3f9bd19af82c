// The JS and CSS files of webpack chunks, for the build's own plugins.
import type webpack from 'webpack';

export type ChunkGroupFiles = { js: string[]; css: string[] };

export const isCode = (file: string) => /\.(js|css)$/.test(file);

/** The JS and CSS files of some chunks, sorted. */
export function filesOf(chunks: Iterable<webpack.Chunk>): ChunkGroupFiles {
  const files = new Set<string>();
  for (const chunk of chunks) for (const file of chunk.files) if (isCode(file)) files.add(file);
  const sorted = [...files].sort();
  return { js: sorted.filter((f) => f.endsWith('.js')), css: sorted.filter((f) => f.endsWith('.css')) };
}

export const jsFilesOf = (chunks: Iterable<webpack.Chunk>) => filesOf(chunks).js;
