// The store uploaded files are kept in (UPLOAD_STORAGE): on disk under DATA_DIR/uploads, or
// in the database so that every process on one PostgreSQL serves every file.
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { databaseStore } from './databaseStore';
import { diskStore } from './diskStore';
import type { FileStore } from './types';

export type { ByteRange, FileStore, NewFile, StoredFileInfo } from './types';
export { FileExists, StreamTooLarge } from './types';
export { fileNameOf, inFolder } from './names';
export { UPLOADS_FOLDER } from './diskStore';

export function fileStoreFor(config: Pick<Config, 'uploadStorage' | 'dataDir'>, db: Db): FileStore {
  return config.uploadStorage === 'database' ? databaseStore(db) : diskStore(config.dataDir);
}
