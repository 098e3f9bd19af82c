import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { ImageWorkQueue } from '../services/imageWork';
import type { TokenService } from '../services/tokens';

/** What every route plugin receives. */
export type RouteDeps = {
  config: Config;
  db: Db;
  tokens: TokenService;
  now: () => Date;
  /** Every picture decode of this process waits its turn here (services/imageWork.ts). */
  imageWork: ImageWorkQueue;
};
