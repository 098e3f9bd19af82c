import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import 'webpack-dev-server';
import { styledComponentIds } from './scripts/styledComponentIds';
import { routeNames, routeTable } from './src/shared/routing/routeTable';
import { BundleManifestPlugin } from './scripts/webpack/bundleManifestPlugin';
import { CompileHintsPlugin } from './scripts/webpack/compileHintsPlugin';
import { CONSOLE_LAYER, ConsoleLayerPlugin } from './scripts/webpack/consoleLayerPlugin';
import { ShortChunkIdsPlugin } from './scripts/webpack/shortChunkIdsPlugin';
import { START_ENTRY, StartScriptPlugin } from './scripts/webpack/startScriptPlugin';
import { SyncRequestStoragePlugin } from './scripts/webpack/syncRequestStoragePlugin';

/** The staff console's chunks: admin and admin-<section> (src/features/admin). */
const isConsoleChunk = (name: string | null | undefined) => /^admin(-|$)/.test(name ?? '');

/** The console's own copies of the form libraries (scripts/webpack/consoleLayerPlugin.ts). */
const isConsoleFormLibrary = (module: webpack.Module) =>
  module.layer === CONSOLE_LAYER &&
  /[\\/]node_modules[\\/](react-hook-form|yup|@hookform[\\/]resolvers|property-expr|toposort|tiny-case)[\\/]/.test(
    (module as webpack.NormalModule).resource ?? '',
  );

const API_SERVER = process.env.DEV_API_URL ?? 'http://localhost:3000';

/** How both builds read the source: the same modules, the same transforms. */
function sourceOptions(production: boolean): Pick<webpack.Configuration, 'resolve' | 'module' | 'experiments'> {
  return {
    // The staff console's modules sit in a layer of their own (scripts/webpack/consoleLayerPlugin.ts).
    experiments: { layers: true },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router 7 points every import at its development build (warnings and checks
      // included, remix-run/react-router#12532); production bundles take the production one.
      alias: production
        ? {
            'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // Types are checked by `npm run typecheck`; the bundle only needs transpiling.
          use: {
            loader: 'ts-loader',
            options: {
              transpileOnly: true,
              getCustomTransformers: () => ({ before: [styledComponentIds(__dirname)] }),
            },
          },
        },
        {
          // react-router's components declared without a pure mark (scripts/webpack/pureCallsLoader.ts).
          test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/,
          use: path.resolve(__dirname, 'scripts/webpack/pureCallsLoader.ts'),
        },
        {
          // A feature's index.ts only re-exports what other features may use: a page takes
          // just the modules it names, not every module the index lists.
          test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/,
          sideEffects: false,
        },
      ],
    },
  };
}

const definitions = () =>
  new webpack.DefinePlugin({
    'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? ''),
    'process.env.RAZORPAY_KEY_ID': JSON.stringify(process.env.RAZORPAY_KEY_ID ?? ''),
  });

/**
 * The server's renderer of pages (src/app/renderPage.tsx): one CommonJS file for Node with
 * every library inside, built from the same source with the same transforms as the
 * browser's bundle, so both render the same HTML with the same class names. Outside dist/,
 * which is served to browsers.
 */
const serverRenderConfig = (): webpack.Configuration => ({
  name: 'server-render',
  mode: 'production',
  target: 'node20',
  entry: { renderPage: './src/app/renderPage.tsx' },
  output: {
    path: path.resolve(__dirname, 'dist-server'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  ...sourceOptions(true),
  devtool: false,
  // The pages' lazy imports go in the same file: the server has them all at hand. React's
  // request storage lasts for its synchronous work only (src/app/syncRequestStorage.ts).
  plugins: [
    definitions(),
    new ConsoleLayerPlugin(),
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    new SyncRequestStoragePlugin(),
  ],
  // Unminified: readable stack traces in the server's log cost no visitor a byte.
  optimization: { minimize: false },
  performance: { hints: false },
});

const browserConfig = (production: boolean): webpack.Configuration => ({
  name: 'browser',
  mode: production ? 'production' : 'development',
  // The start script is an entry of its own, with nothing shared: index.html loads it alone, first.
  entry: production
    ? { main: './src/main.tsx', [START_ENTRY]: { import: './src/app/start/index.ts', runtime: false } }
    : { main: './src/main.tsx' },
  output: {
    path: path.resolve(__dirname, 'dist'),
    publicPath: '/',
    filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
    // Lazy chunks are named by id, not by name: the runtime every first visit loads then holds
    // no table of chunk names (bundle-manifest.json still maps names to files).
    chunkFilename: production ? 'assets/[id].[contenthash:8].js' : 'assets/[name].js',
    // Every chunk file names the global its chunks are pushed to, and the runtime marks its
    // script tags with this name: short, it costs each file fewer bytes (webpack's default is
    // the package's name, written twice in each file).
    uniqueName: 'nr',
    // media/ and documents/ are written by their own build steps.
    clean: { keep: /^(media|documents)\// },
  },
  ...sourceOptions(production),
  devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
  plugins: [
    definitions(),
    // In the browser's bundle (no workers) there is always a window: checks for the server's
    // render fold away at build time instead of shipping.
    new webpack.DefinePlugin({ 'typeof window': JSON.stringify('object') }),
    new ConsoleLayerPlugin(),
    new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer', chunks: ['main'] }),
    new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
    ...(production
      ? [
          new StartScriptPlugin(),
          new ShortChunkIdsPlugin(),
          new CompileHintsPlugin({ entry: 'main', pageChunks: routeNames.map((name) => routeTable[name].chunk) }),
        ]
      : []),
    new BundleManifestPlugin(),
    ...(production
      ? [
          new CompressionPlugin({
            filename: '[path][base].gz',
            algorithm: 'gzip',
            test: /\.(js|css|html|svg|json|txt)$/,
            threshold: 1024,
          }),
          new CompressionPlugin({
            filename: '[path][base].br',
            algorithm: 'brotliCompress',
            test: /\.(js|css|html|svg|json|txt)$/,
            compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } as zlib.BrotliOptions,
            threshold: 1024,
          }),
        ]
      : []),
  ],
  optimization: {
    // The bundle targets browsers of 2020 on (ES2022 source): terser may write modern
    // syntax (shorter), and a third pass finds a little more to fold.
    minimizeOptions: { javascript: { ecma: 2020, compress: { ecma: 2020, passes: 3 } } },
    // Libraries (node_modules) apart from the app's own code, so an app release leaves the
    // long-cached libraries file alone; each page's own libraries follow its chunk. A
    // separate framework file was tried: it costs 2 KB more brotli on every first visit.
    // The staff console's chunks keep to themselves: were they split with the public pages,
    // a module a page shares with the console would move into a new shared file and the
    // page would load one more file for the console's sake.
    // Among themselves, the console's sections share one file of what two or more of them use,
    // and one of the form libraries: a section opens with its list, heading and filters, and
    // its forms (loaded when opened) bring the libraries, so the first screen waits for neither.
    splitChunks: {
      chunks: (chunk) => chunk.name !== START_ENTRY && !isConsoleChunk(chunk.name),
      cacheGroups: {
        consoleForms: {
          chunks: (chunk) => isConsoleChunk(chunk.name) && chunk.name !== 'admin',
          test: isConsoleFormLibrary,
          name: 'admin-forms',
          priority: 0,
        },
        console: {
          chunks: (chunk) => isConsoleChunk(chunk.name) && chunk.name !== 'admin',
          minChunks: 2,
          name: 'admin-shared',
          priority: -5,
        },
      },
    },
    // (The start entry has no runtime chunk: it needs no webpack runtime at all.)
    runtimeChunk: 'single',
    // Three-digit ids however many chunks there are (scripts/webpack/shortChunkIdsPlugin.ts).
    chunkIds: production ? false : 'named',
  },
  performance: { hints: false },
  devServer: {
    port: Number(process.env.DEV_PORT ?? 8080),
    hot: true,
    historyApiFallback: true,
    static: false,
    proxy: [{ context: ['/api', '/media', '/uploads', '/documents'], target: API_SERVER }],
  },
});

// The development server works with the browser's bundle alone (pages render in the browser).
export default (
  _env: unknown,
  argv: { mode?: 'production' | 'development' },
): webpack.Configuration | webpack.Configuration[] =>
  argv.mode === 'development' ? browserConfig(false) : [browserConfig(true), serverRenderConfig()];
