// Chunk ids as webpack's deterministic ones (a hash of each chunk's modules, so a release that
// changes one page leaves the other files' ids alone), held to three digits. Webpack keeps its
// id space twenty times the number of chunks, so from 50 lazy chunks on it widens every id to
// four digits; each id is written in the runtime's file list and at every lazy import. With 52
// chunks that made the home page's first visit 118.6 KB brotli against 118.4 with three digits,
// over its budget for a reason no page's change would show. A thousand ids leave the site room
// to grow; a collision takes the next id of the same hash, as webpack resolves its own.
import type { Chunk, ChunkGraph, Compilation, Compiler } from 'webpack';
import { createRequire } from 'node:module';

type IdHelpers = {
  assignDeterministicIds: (
    items: Chunk[],
    getName: (chunk: Chunk) => string,
    comparator: (a: Chunk, b: Chunk) => number,
    assignId: (chunk: Chunk, id: number) => boolean,
    ranges: number[],
    expandFactor: number,
    extraSpace: number,
  ) => void;
  getFullChunkName: (chunk: Chunk, chunkGraph: ChunkGraph, context: string, root: object) => string;
  getUsedChunkIds: (compilation: Compilation) => Set<string>;
};

// Webpack's own helpers, the ones its DeterministicChunkIdsPlugin uses (not in its typed API).
const load = createRequire(__filename);
const { assignDeterministicIds, getFullChunkName, getUsedChunkIds } = load('webpack/lib/ids/IdHelpers') as IdHelpers;
const { compareChunksNatural } = load('webpack/lib/util/comparators') as {
  compareChunksNatural: (graph: ChunkGraph) => (a: Chunk, b: Chunk) => number;
};

export const CHUNK_ID_SPACE = 1000;

/** Use with `optimization.chunkIds: false`. */
export class ShortChunkIdsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('ShortChunkIdsPlugin', (compilation) => {
      compilation.hooks.chunkIds.tap('ShortChunkIdsPlugin', (chunks) => {
        const used = getUsedChunkIds(compilation);
        assignDeterministicIds(
          [...chunks].filter((chunk) => chunk.id === null),
          (chunk) => getFullChunkName(chunk, compilation.chunkGraph, compiler.context, compiler.root),
          compareChunksNatural(compilation.chunkGraph),
          (chunk, id) => {
            if (used.has(`${id}`)) return false;
            used.add(`${id}`);
            chunk.id = id;
            chunk.ids = [id];
            return true;
          },
          [CHUNK_ID_SPACE],
          // Never widened.
          0,
          used.size,
        );
      });
    });
  }
}
