import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { CHUNK_ID_SPACE, ShortChunkIdsPlugin } from './shortChunkIdsPlugin';

const LAZY_CHUNKS = 80;

/** An entry with `LAZY_CHUNKS` lazy imports, built in production mode with the given chunk ids; the ids it got. */
async function chunkIdsOf(
  chunkIds: false | 'deterministic',
  plugins: webpack.WebpackPluginInstance[],
): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-ids-'));
  const pages = Array.from({ length: LAZY_CHUNKS }, (_, index) => `page${index}`);
  for (const page of pages) fs.writeFileSync(path.join(dir, `${page}.js`), `export default ${JSON.stringify(page)};\n`);
  fs.writeFileSync(path.join(dir, 'entry.js'), pages.map((page) => `import('./${page}.js');`).join('\n'));
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'out') },
    optimization: { minimize: false, chunkIds },
    plugins,
  });
  try {
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    expect(stats.hasErrors()).toBe(false);
    return [...stats.compilation.chunks].filter((chunk) => chunk.name !== 'main').map((chunk) => String(chunk.id));
  } finally {
    await new Promise((resolve) => compiler.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('past 50 lazy chunks every id still has at most three digits, and each is its own', async () => {
  const ids = await chunkIdsOf(false, [new ShortChunkIdsPlugin()]);
  expect(ids).toHaveLength(LAZY_CHUNKS);
  expect(new Set(ids).size).toBe(LAZY_CHUNKS);
  for (const id of ids) expect(Number(id)).toBeLessThan(CHUNK_ID_SPACE);
}, 30_000);

test("webpack's own deterministic ids widen to four digits there (what the plugin is for)", async () => {
  const ids = await chunkIdsOf('deterministic', []);
  expect(ids.some((id) => Number(id) >= CHUNK_ID_SPACE)).toBe(true);
}, 30_000);

test('the same chunks get the same ids in every build', async () => {
  expect(await chunkIdsOf(false, [new ShortChunkIdsPlugin()])).toEqual(
    await chunkIdsOf(false, [new ShortChunkIdsPlugin()]),
  );
}, 30_000);
