import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Logger } from './logger.js';
import type { Analyzer, Extractor } from './services/ai.js';
import type { Billing } from './services/billing.js';
import type { FplService } from './services/fpl.js';
import type { Mailer } from './services/mailer.js';
import type { Storage } from './services/storage.js';

/** The signed-in caller, from a verified access token whose session is still live. */
export interface AuthUser {
  id: string;
  email: string;
  sessionId: string;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
  };
}

export interface AuthedEnv {
  Variables: AppEnv['Variables'] & { user: AuthUser };
}

export interface Clock {
  now(): Date;
}

/** Everything a route needs; createApp fills the gaps with the real implementations. */
export interface Deps {
  db: Db;
  config: Config;
  logger: Logger;
  clock: Clock;
  mailer: Mailer;
  fpl: FplService;
  storage: Storage;
  billing: Billing;
  extractor: Extractor;
  analyzer: Analyzer;
}
