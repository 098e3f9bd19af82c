// Every setting comes from the environment, is validated once at start, and has a
// safe default so `npm start` works on a fresh machine. Here: what the settings are
// (Config) and their reading, in order (loadConfig). Its parts are in config/: the
// defaults and option lists, the readers and shape checks, and the settings of one
// area each (mail, sessions, payments, the currency, limits, the proxies believed).
import path from 'node:path';
import type { ImageWorkOptions } from './services/imageWork';
import {
  API_ERROR_STATUSES,
  DEFAULT_ACCOUNT_CACHE_MB,
  DEFAULT_CONTENT_CACHE_MS,
  DEFAULT_RELEASE_POLL_MS,
  DEFAULT_MAX_UNPAID_APPOINTMENTS,
  DEFAULT_PAGE_CACHE_MB,
  DEFAULT_PASSWORD_RESET_MINUTES,
  DEFAULT_SMTP_MAX_CONNECTIONS,
  LOG_LEVELS,
  UPLOAD_STORAGES,
  type ApiErrorStatus,
  type PaymentProviderMode,
  type RateLimits,
  type UploadStorage,
} from './config/defaults';
import { readCurrency } from './config/currency';
import { readRateLimits, readWorkLimits } from './config/limits';
import { readMail } from './config/mail';
import { readPayments } from './config/payments';
import { envReader, isHttpUrl, isTimeZone, type Env } from './config/reading';
import { readSessions } from './config/sessions';
import { trustProxyOf, type TrustProxy } from './config/trustProxy';

/** The clinic's fair-booking rules (services/unpaidAppointments.ts applies them). */
export type UnpaidRules = {
  /** Active unpaid appointments one patient may hold. */
  maxUnpaid: number;
  /** Minutes after booking an unpaid appointment lets its slot go; 0: never. */
  expiryMinutes: number;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Secret for signing session tokens; when unset, one is generated and kept in DATA_DIR. */
  jwtSecret: string | undefined;
  jwtExpiresIn: string;
  /** Sessions of editors and admins are shorter than patients' (STAFF_JWT_EXPIRES_IN). */
  staffJwtExpiresIn: string;
  /**
   * ADMIN_EMAIL and ADMIN_PASSWORD: at start that account is created as an admin, or an
   * existing account with that e-mail is made admin (its password left as it is).
   */
  firstAdmin: { email: string; password: string } | undefined;
  /** The site's public origin (APP_URL): payment returns and the links in e-mails point at it. */
  appUrl: string;
  /** SMTP server for outgoing e-mail (SMTP_URL); unset: each message is written as an .eml file to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /**
   * Connections kept open to that server (SMTP_MAX_CONNECTIONS), each carrying one message at
   * a time: also how many messages the mail worker sends at once.
   */
  smtpMaxConnections: number;
  /** The sender of every e-mail (MAIL_FROM): "Name <address>" or an address. */
  mailFrom: string;
  /** Where contact messages are mailed (STAFF_EMAIL); unset: they are only kept in the console's inbox. */
  staffEmail: string | undefined;
  clinicTimeZone: string;
  currency: string;
  corsOrigins: string[];
  /**
   * The HTTP status of a refusal of the calls SPEC §7 lists (API_ERROR_STATUS): 'http', the
   * default, answers each with its own status (400, 401, 409, 429…); '200' answers every
   * `{success: false, message}` of those calls with HTTP 200, as the group's original backend
   * did, so clients written for it (an HTTP client that throws on a non-2xx answer) read the
   * message. The console and doctor-panel APIs keep real statuses either way (http/errors.ts).
   */
  apiErrorStatus: ApiErrorStatus;
  /**
   * Which X-Forwarded-For entries to believe (TRUST_PROXY): false (none), how many proxies
   * stand in front, or the proxies' addresses and ranges (Fastify's trustProxy).
   */
  trustProxy: TrustProxy;
  logLevel: string;
  /** Largest profile photo, and largest picture uploaded in the console (UPLOAD_MAX_BYTES). */
  uploadMaxBytes: number;
  /**
   * How much memory picture decodes may take at once, estimated from their headers
   * (IMAGE_MEMORY_BUDGET_MB), and how many uploads may wait for room (IMAGE_QUEUE_MAX).
   */
  imageWork: ImageWorkOptions;
  /**
   * Heavy requests (a page made anew, a signed-in read, a write: http/requestLanes.ts) wait in
   * their client's line (http/turns.ts): how many one client may have waiting before the next is
   * answered 429 (REQUEST_QUEUE_PER_CLIENT), and the part of the thread's time they take while
   * requests answered from memory are being served (HEAVY_WORK_SHARE, a percentage).
   */
  requestTurns: { perClient: number; share: number; retryAfterSeconds: number };
  /**
   * Worker threads that render pages (RENDER_THREADS, 0 to 8), so a page's render never holds
   * up the answers served from memory; 0 renders on the main thread.
   */
  renderThreads: number;
  /** Largest PDF document uploaded in the console (DOCUMENT_MAX_BYTES). */
  documentMaxBytes: number;
  /** Largest video uploaded in the console (VIDEO_MAX_BYTES). */
  videoMaxBytes: number;
  /**
   * Where uploaded photos and the console's media are kept (UPLOAD_STORAGE): 'disk' (DATA_DIR/uploads,
   * the default on the embedded database) or 'database' (the default with DATABASE_URL, so
   * every process on one PostgreSQL serves every file).
   */
  uploadStorage: UploadStorage;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  razorpayKeyId: string | undefined;
  razorpayKeySecret: string | undefined;
  /** Where the Stripe SDK sends its calls (a local stand-in in tests); unset means Stripe itself. */
  stripeApiBase: string | undefined;
  /** Where the Razorpay SDK sends its calls; unset means Razorpay itself. */
  razorpayApiBase: string | undefined;
  /** Midtrans' server key (MIDTRANS_SERVER_KEY): set, Midtrans takes payments (Snap and its Core API). */
  midtransServerKey: string | undefined;
  /** Midtrans' client key (MIDTRANS_CLIENT_KEY), of the same account; the redirect checkout needs none. */
  midtransClientKey: string | undefined;
  /** Midtrans' production hosts (MIDTRANS_PRODUCTION=true); its sandbox otherwise. */
  midtransProduction: boolean;
  /** Where the Core API answers (MIDTRANS_API_BASE; a local stand-in in tests); unset means Midtrans' own. */
  midtransApiBase: string | undefined;
  /** Where Snap answers (MIDTRANS_SNAP_BASE), likewise. */
  midtransSnapBase: string | undefined;
  /** Snap's page offers cards too (MIDTRANS_CARDS=true); by default QRIS, virtual accounts and e-wallets only. */
  midtransCards: boolean;
  /**
   * auto: the built-in test provider stands in when no payment keys are set at all (never
   * with NODE_ENV=production); test: the test provider on purpose (no keys may be set);
   * live: never the test provider (a provider without keys is simply off).
   */
  paymentProviderMode: PaymentProviderMode;
  /**
   * Fair booking: active unpaid appointments one patient may hold (MAX_UNPAID_APPOINTMENTS),
   * and minutes after which an unpaid one lets its slot go (UNPAID_EXPIRY_MINUTES, 0: never).
   */
  unpaidBookings: UnpaidRules;
  /**
   * Requests per minute from one client address (RATE_LIMIT_LOGIN, _REGISTER, _CONTACT,
   * _SUBSCRIBE, _PASSWORD_RESET), and from one account (RATE_LIMIT_PROFILE_UPDATE,
   * _PASSWORD_CHANGE); reset links per hour to one e-mail address (_PASSWORD_RESET_EMAIL).
   */
  rateLimits: RateLimits;
  /** How long a password reset link works (PASSWORD_RESET_MINUTES). */
  passwordResetMinutes: number;
  /**
   * How long public read answers (content, translations, theme, the doctor list) are kept
   * in memory, in milliseconds; 0 turns the cache off. Writes by this process drop the
   * answers they change at once; the TTL bounds how long edits made in the database
   * directly, or by another process on the same PostgreSQL, take to show.
   */
  contentCacheMs: number;
  /**
   * How often each process looks for scheduled releases that are due (RELEASE_POLL_MS). A
   * release also runs at the very time it is due when a look found it coming.
   */
  releasePollMs: number;
  /**
   * Memory for rendered pages kept ready for visitors who are not logged in (bytes; 0: none).
   * A kept page is exactly as fresh as the answers it was made from (pages/pageCache.ts).
   */
  pageCacheBytes: number;
  /**
   * Memory for signed-in patients' own reads kept ready to send (http/accountAnswers.ts), 0 to
   * read them from the database every time. Used with the embedded database only.
   */
  accountCacheBytes: number;
  staticDir: string;
  /** The server's renderer of pages (built by `npm run build:web`); pages render in the browser when it is missing. */
  serverRenderFile: string;
  isProduction: boolean;
};

/** Why the server does not start: every bad setting, one line each. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = envReader(env, problems);

  const port = read.integer('PORT', 3000, 0, 65535);
  const appUrl = read.text('APP_URL') ?? `http://localhost:${port}`;
  if (!isHttpUrl(appUrl)) problems.push(`APP_URL must be an http(s) URL (got "${appUrl}")`);
  const mail = readMail(read, problems, appUrl);

  const databaseUrl = read.text('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const sessions = readSessions(read, problems);

  const clinicTimeZone = read.text('CLINIC_TIME_ZONE') ?? 'Asia/Jakarta';
  if (!isTimeZone(clinicTimeZone)) {
    problems.push(`CLINIC_TIME_ZONE must be an IANA time zone such as Asia/Jakarta (got "${clinicTimeZone}")`);
  }
  const currency = readCurrency(read, problems);
  const corsOrigins = read.list('CORS_ORIGINS');
  for (const origin of corsOrigins) {
    if (!isHttpUrl(origin)) problems.push(`CORS_ORIGINS entries must be http(s) origins (got "${origin}")`);
  }

  const apiErrorStatus = read.choice('API_ERROR_STATUS', 'http', API_ERROR_STATUSES);
  const logLevel = read.choice('LOG_LEVEL', 'info', LOG_LEVELS, { matchCase: true });
  const payments = readPayments(read, problems, env.NODE_ENV === 'production');
  const uploadStorage = read.choice('UPLOAD_STORAGE', databaseUrl ? 'database' : 'disk', UPLOAD_STORAGES);
  const rateLimits = readRateLimits(read);

  // What is read in here reports after all of the above: the order a failed start has always listed them in.
  const config: Config = {
    port,
    host: read.text('HOST') ?? '0.0.0.0',
    dataDir: path.resolve(read.text('DATA_DIR') ?? 'data'),
    databaseUrl,
    ...sessions,
    appUrl: appUrl.replace(/\/+$/, ''),
    ...mail,
    smtpMaxConnections: read.integer('SMTP_MAX_CONNECTIONS', DEFAULT_SMTP_MAX_CONNECTIONS, 1, 50),
    clinicTimeZone,
    currency,
    corsOrigins,
    apiErrorStatus,
    trustProxy: trustProxyOf(read.text('TRUST_PROXY'), problems),
    logLevel,
    ...readWorkLimits(read),
    uploadStorage,
    ...payments,
    rateLimits,
    passwordResetMinutes: read.integer('PASSWORD_RESET_MINUTES', DEFAULT_PASSWORD_RESET_MINUTES, 5, 24 * 60),
    unpaidBookings: {
      maxUnpaid: read.integer('MAX_UNPAID_APPOINTMENTS', DEFAULT_MAX_UNPAID_APPOINTMENTS, 1, 1_000_000),
      expiryMinutes: read.integer('UNPAID_EXPIRY_MINUTES', 0, 0, 7 * 24 * 60),
    },
    contentCacheMs: read.integer('CONTENT_CACHE_MS', DEFAULT_CONTENT_CACHE_MS, 0, 60_000),
    releasePollMs: read.integer('RELEASE_POLL_MS', DEFAULT_RELEASE_POLL_MS, 1000, 3_600_000),
    pageCacheBytes: read.integer('PAGE_CACHE_MB', DEFAULT_PAGE_CACHE_MB, 0, 4096) * 1024 * 1024,
    accountCacheBytes: read.integer('ACCOUNT_CACHE_MB', DEFAULT_ACCOUNT_CACHE_MB, 0, 4096) * 1024 * 1024,
    staticDir: path.resolve(read.text('STATIC_DIR') ?? 'dist'),
    serverRenderFile: path.resolve(read.text('SERVER_RENDER_FILE') ?? 'dist-server/renderPage.cjs'),
    isProduction: env.NODE_ENV === 'production',
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
