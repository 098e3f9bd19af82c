// The loader of SyncRequestStoragePlugin (syncRequestStoragePlugin.ts).
import { withSyncRequestStorage } from './syncRequestStoragePlugin';

export default function syncRequestStorageLoader(source: string): string {
  return withSyncRequestStorage(source);
}
