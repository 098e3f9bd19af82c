import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { TokenService } from '../services/tokens';

/** What every route plugin receives. */
export type RouteDeps = {
  config: Config;
  db: Db;
  tokens: TokenService;
  now: () => Date;
};
