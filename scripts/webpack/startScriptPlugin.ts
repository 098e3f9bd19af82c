// Finishes the start script (src/app/start/) once the chunks are hashed: writes in the
// table of file names it needs (START_TABLE), gives it a name from its final content,
// and puts it in index.html in place of the script tags HtmlWebpackPlugin wrote for the
// app's entry, which the start script now adds itself.
import { createHash } from 'node:crypto';
import webpack from 'webpack';
import { routeNames, routeTable } from '../../src/shared/routing/routeTable';
import type { StartTable } from '../../src/app/start/startScript';
import { jsFilesOf } from './chunkFiles';

export const START_ENTRY = 'start';
const PLACEHOLDER = 'START_TABLE';

/**
 * The start script's table: each route's pattern with the files of its chunk group beyond
 * what every page loads, the entry's scripts, and what to prefetch. `filesOfChunk` answers
 * undefined for a chunk the build does not have, which is a mistake in the route table.
 */
export function buildStartTable(
  scripts: string[],
  filesOfChunk: (chunk: string) => string[] | undefined,
): { table: StartTable; missing: string[] } {
  const missing: string[] = [];
  const files = (chunk: string) => {
    const found = filesOfChunk(chunk);
    if (!found) missing.push(chunk);
    return found ?? [];
  };
  const routes = routeNames.map((name): [string, string[]] => [
    routeTable[name].pattern,
    files(routeTable[name].chunk),
  ]);
  const prefetchChunks = routeNames
    .filter((name) => 'prefetch' in routeTable[name])
    .map((name) => routeTable[name].chunk);
  const prefetch = [...new Set(prefetchChunks.flatMap(files))];
  return { table: { scripts, routes, prefetch }, missing };
}

const ENTRY_SCRIPT_TAG = /<script defer(?:="defer")? src="?([^" >]+)"?><\/script>/g;

export class StartScriptPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('StartScriptPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the real content hashes, before the compression plugins compress index.html.
        { name: 'StartScriptPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const fail = (message: string) =>
            compilation.errors.push(new webpack.WebpackError(`StartScriptPlugin: ${message}`));
          const html = compilation.getAsset('index.html');
          const main = compilation.entrypoints.get('main');
          const startEntry = compilation.entrypoints.get(START_ENTRY);
          if (!html || !main || !startEntry) return fail('index.html, the main entry or the start entry is missing');
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const initial = new Set(jsFilesOf(main.chunks));

          let source = html.source.source().toString();
          const scripts: string[] = [];
          source = source.replace(ENTRY_SCRIPT_TAG, (_tag, src: string) => {
            scripts.push(src);
            return '';
          });
          if (scripts.length !== initial.size)
            return fail(`found ${scripts.length} entry scripts in index.html, expected ${initial.size}`);

          const { table, missing } = buildStartTable(scripts, (chunk) => {
            const group = compilation.namedChunkGroups.get(chunk);
            return (
              group &&
              jsFilesOf(group.chunks)
                .filter((file) => !initial.has(file))
                .map((file) => `${publicPath}${file}`)
            );
          });
          if (missing.length > 0)
            return fail(`the route table names chunks the build does not have: ${missing.join(', ')}`);

          const [templateFile] = jsFilesOf(startEntry.chunks);
          const template = compilation.getAsset(templateFile);
          if (!template) return fail(`the start script ${templateFile} was not emitted`);
          const templateCode = template.source
            .source()
            .toString()
            .replace(/\n\/\/# sourceMappingURL=.*$/, '');
          if (templateCode.split(PLACEHOLDER).length !== 2)
            return fail(`the start script must name ${PLACEHOLDER} exactly once`);
          const code = templateCode.replace(PLACEHOLDER, () => JSON.stringify(table));
          const file = `assets/${START_ENTRY}.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
          compilation.deleteAsset(templateFile);
          if (compilation.getAsset(`${templateFile}.map`)) compilation.deleteAsset(`${templateFile}.map`);
          compilation.emitAsset(file, new webpack.sources.RawSource(code));
          const tag = `<script async src="${publicPath}${file}"></script>`;
          compilation.updateAsset(
            'index.html',
            new webpack.sources.RawSource(source.replace('</head>', `${tag}</head>`)),
          );
        },
      );
    });
  }
}
