import path from 'node:path';
import type webpack from 'webpack';

/** The storage react-dom's server renderer gets instead (its comment says why). */
export const SYNC_REQUEST_STORAGE = path.resolve(__dirname, '../../src/app/syncRequestStorage.ts');

const ASYNC_HOOKS_IMPORT = /require\((["'])(?:node:)?async_hooks\1\)/g;

/**
 * react-dom's server build with its one import of node:async_hooks turned into one of the
 * synchronous storage. A react-dom whose build no longer imports it that way fails the
 * build instead of quietly keeping Node's storage.
 */
export function withSyncRequestStorage(source: string): string {
  const imports = source.match(ASYNC_HOOKS_IMPORT) ?? [];
  if (imports.length !== 1)
    throw new Error(`expected one import of async_hooks in react-dom's server build, found ${imports.length}`);
  return source.replace(ASYNC_HOOKS_IMPORT, `require(${JSON.stringify(SYNC_REQUEST_STORAGE)})`);
}

/**
 * Gives react-dom's server renderer a storage for its current request that lasts for the
 * synchronous call only (src/app/syncRequestStorage.ts) instead of node:async_hooks'
 * AsyncLocalStorage. Only react-dom's server build is changed: any other module keeps
 * Node's. (Rewritten at the source: for a Node target, webpack leaves a built-in module's
 * import to Node before any alias or replacement applies.)
 */
export class SyncRequestStoragePlugin {
  apply(compiler: webpack.Compiler) {
    compiler.options.module.rules.push({
      test: /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.node\.production\.js$/,
      use: path.resolve(__dirname, 'syncRequestStorageLoader.ts'),
    });
  }
}
