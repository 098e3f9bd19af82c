import zlib from 'node:zlib';
import webpack from 'webpack';
import { filesOf, isCode, type ChunkGroupFiles } from './chunkFiles';

type FileSizes = { raw: number; gzip: number; brotli: number };

/**
 * Writes dist/bundle-manifest.json: the files every first visit loads (the entry point
 * that index.html references), the files of each named lazy chunk group (the router's
 * webpackChunkName pages) and of the groups those load later, and the raw, gzip and
 * brotli size of every JS and CSS file. bench/bundle.ts and bench/check-bundle.ts read it.
 */
export class BundleManifestPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('BundleManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After hashing and the compression plugins: the names and bytes are final.
        { name: 'BundleManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const descendants = (group: webpack.ChunkGroup) => {
            const seen = new Set<webpack.ChunkGroup>();
            const visit = (current: webpack.ChunkGroup) => {
              for (const child of current.getChildren()) {
                if (seen.has(child)) continue;
                seen.add(child);
                visit(child);
              }
            };
            visit(group);
            return seen;
          };

          const entry = compilation.entrypoints.get('main');
          const entries = new Set<webpack.ChunkGroup>(compilation.entrypoints.values());
          const initial = entry ? filesOf(entry.chunks) : { js: [], css: [] };
          const initialFiles = new Set([...initial.js, ...initial.css]);
          const routes: Record<string, ChunkGroupFiles & { deferred: string[] }> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (entries.has(group) || !name) continue;
            const own = filesOf(group.chunks);
            const ownFiles = new Set([...own.js, ...own.css]);
            const later = new Set<string>();
            for (const child of descendants(group)) {
              for (const file of [...filesOf(child.chunks).js, ...filesOf(child.chunks).css]) {
                if (!ownFiles.has(file) && !initialFiles.has(file)) later.add(file);
              }
            }
            routes[name] = {
              js: own.js.filter((f) => !initialFiles.has(f)),
              css: own.css.filter((f) => !initialFiles.has(f)),
              deferred: [...later].sort(),
            };
          }

          const files: Record<string, FileSizes> = {};
          for (const asset of compilation.getAssets()) {
            if (!isCode(asset.name)) continue;
            const buffer = asset.source.buffer();
            files[asset.name] = {
              raw: buffer.length,
              gzip: zlib.gzipSync(buffer, { level: 9 }).length,
              brotli: zlib.brotliCompressSync(buffer, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
                },
              }).length,
            };
          }
          const chunks = [...compilation.chunks]
            .map((chunk) => ({
              id: chunk.id,
              name: chunk.name ?? null,
              initial: chunk.canBeInitial(),
              files: [...chunk.files].filter(isCode).sort(),
            }))
            .sort((a, b) => String(a.id).localeCompare(String(b.id)));

          const manifest = { publicPath: '/', initial, routes, chunks, files };
          compilation.emitAsset(
            'bundle-manifest.json',
            new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}
