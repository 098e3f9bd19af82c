// Tells the browser's JavaScript engine to compile the files a page runs as it starts in
// full, while they download, instead of one function at a time as each is first called.
//
// V8 (Chromium's engine) compiles a script's functions lazily: only when called, on the main
// thread, in the middle of the work that calls them. Most of what the start-up files hold
// (React's renderer, the store, the shell, the landing page) is called while the browser takes
// over the server's page, so that compile time lands in the take-over's tasks. The comment
// `//# allFunctionsCalledOnLoad` at the top of a file asks V8 to compile all of it up front,
// on a background thread while the file streams in. Other engines read it as a comment.
// Measured in Chromium at 4x CPU slowdown (medians of 7-9 loads of /, /about, /our-brand and
// /doctors): 8-23 % less main-thread time. Lighthouse's simulated throttling sees no difference
// beyond its noise (its TBT and the vendor file's evaluation task, alternating builds with and
// without the hint): it streams the files too, but with its profiler and debugger attached the
// main thread still spends 10-20 ms finishing the vendor file's compile either way.
//
// Only the files the start script loads for a landing page get it (the entry's files and each
// page's chunk group, webpack.config.ts names them from the route table): the console's
// sections, forms and previews are left to compile lazily.
import webpack from 'webpack';
import { jsFilesOf } from './chunkFiles';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

type Options = { entry: string; pageChunks: readonly string[] };

/** The JS files of the entry and of the pages' chunk groups. */
function startUpFiles(compilation: webpack.Compilation, { entry, pageChunks }: Options): Set<string> {
  const groups = [
    compilation.entrypoints.get(entry),
    ...pageChunks.map((chunk) => compilation.namedChunkGroups.get(chunk)),
  ];
  return new Set(groups.flatMap((group) => (group ? jsFilesOf(group.chunks) : [])));
}

export class CompileHintsPlugin {
  constructor(private readonly options: Options) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying (which would drop the comment), before the source maps are made
        // (so they account for the added line) and before the content hashes.
        { name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of startUpFiles(compilation, this.options)) {
            compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}
