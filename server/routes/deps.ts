import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { ImageWorkQueue } from '../services/imageWork';
import type { SecretDeriver } from '../services/jwtSecret';
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

/**
 * What the /api plugin receives. The site's secrets go only to the routes that sign
 * something with them (payments: the test provider's key), not to every route.
 */
export type ApiDeps = RouteDeps & { deriveSecret: SecretDeriver };
