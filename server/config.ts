// Every setting comes from the environment, is validated once at start, and has a
// safe default so `npm start` works on a fresh machine.
import path from 'node:path';
import { common } from '../src/shared/dictionary/common';
import type { ImageWorkOptions } from './services/imageWork';
import { trustProxyOf, type TrustProxy } from './trustProxySetting';

export type { TrustProxy };

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

export const API_ERROR_STATUSES = ['http', '200'] as const;
export type ApiErrorStatus = (typeof API_ERROR_STATUSES)[number];

export const UPLOAD_STORAGES = ['disk', 'database'] as const;
export type UploadStorage = (typeof UPLOAD_STORAGES)[number];

export const PAYMENT_PROVIDER_MODES = ['auto', 'test', 'live'] as const;
export type PaymentProviderMode = (typeof PAYMENT_PROVIDER_MODES)[number];

export type RateLimits = {
  login: number;
  register: number;
  contact: number;
  subscribe: number;
  profileUpdate: number;
  passwordChange: number;
  passwordReset: number;
  passwordResetEmail: number;
};

export const DEFAULT_CONTENT_CACHE_MS = 1000;
/** Room for every public page in both languages many times over (a page and its compressed copies weigh about 150 KB). */
export const DEFAULT_PAGE_CACHE_MB = 32;
/** A patient's profile and appointment list weigh a few KB: thousands of active patients. */
export const DEFAULT_ACCOUNT_CACHE_MB = 16;
export const DEFAULT_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const DEFAULT_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
/** SMTP connections kept open: nodemailer's own default for a pool. */
export const DEFAULT_SMTP_MAX_CONNECTIONS = 5;

/** Per client address and minute: a person needs a few; scripts hitting the limit wait. */
/** The window every per-minute request limit counts in. */
export const ONE_MINUTE_MS = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: 20,
  register: 10,
  contact: 5,
  subscribe: 10,
  profileUpdate: 5,
  passwordChange: 5,
  passwordReset: 5,
  passwordResetEmail: 5,
};
export const DEFAULT_PASSWORD_RESET_MINUTES = 30;

/**
 * The worst picture a profile accepts (16 megapixels of 16-bit RGBA) decodes to 128 MiB,
 * so it runs alone; ordinary photos (8-bit, a few megapixels) run several at a time.
 */
export const DEFAULT_IMAGE_MEMORY_BUDGET_MB = 160;
export const DEFAULT_MAX_UNPAID_APPOINTMENTS = 3;
export const DEFAULT_IMAGE_QUEUE_MAX = 16;
/** What a refused upload is told to wait before trying again. */
export const IMAGE_BUSY_RETRY_SECONDS = 5;
/** A browser opens six connections a site; a household or an office behind one address, a few times that. */
export const DEFAULT_REQUEST_QUEUE_PER_CLIENT = 64;
/**
 * A quarter of the thread for renders and writes while others are being answered from memory.
 * A read that comes during a render waits for it, so a reader loses about the share heavy work
 * takes (server/http/turns.test.ts simulates it); on loopback on 2 cores a flood against another
 * process altogether already halved /api/theme (the load generator and the flood's server share
 * the cores), so within one process the share has to be small for the reads to keep half.
 */
export const DEFAULT_HEAVY_WORK_SHARE = 25;
/** What a client refused for having too many requests waiting is told to wait. */
export const REQUEST_QUEUE_RETRY_SECONDS = 2;

/** Whether the built-in test provider takes the payments (no money moves). */
export function takesTestPayments(
  config: Pick<Config, 'paymentProviderMode' | 'stripeSecretKey' | 'razorpayKeyId' | 'razorpayKeySecret'>,
): boolean {
  if (config.paymentProviderMode === 'live') return false;
  return !(config.stripeSecretKey || config.razorpayKeyId || config.razorpayKeySecret);
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const EMAIL_ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** An address alone, or `Display Name <address>`; a local domain (no-reply@localhost) will do for a sender. */
function isMailbox(value: string): boolean {
  const named = /^[^<>]*<([^<>]+)>$/.exec(value);
  return /^[^\s@<>]+@[^\s@<>]+$/.test(named ? named[1] : value);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const port = integer('PORT', 3000, 0, 65535);
  const appUrl = text('APP_URL') ?? `http://localhost:${port}`;
  if (!isHttpUrl(appUrl)) problems.push(`APP_URL must be an http(s) URL (got "${appUrl}")`);

  const smtpUrl = text('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl))
    problems.push('SMTP_URL must start with smtp:// or smtps:// (for example smtp://user:pass@host:587)');
  // The sender's domain is the site's own, as APP_URL names it.
  const siteHost = isHttpUrl(appUrl) ? new URL(appUrl).hostname : 'localhost';
  const mailFrom = text('MAIL_FROM') ?? `${common['site.name'].en} <no-reply@${siteHost}>`;
  if (!isMailbox(mailFrom))
    problems.push(`MAIL_FROM must be an e-mail address, optionally as "Name <address>" (got "${mailFrom}")`);
  const staffEmail = text('STAFF_EMAIL');
  if (staffEmail && !EMAIL_ADDRESS.test(staffEmail))
    problems.push(`STAFF_EMAIL must be an e-mail address (got "${staffEmail}")`);

  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }

  const jwtSecret = text('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be at least 32 characters long');
  }

  const duration = (name: string, fallback: string) => {
    const value = text(name) ?? fallback;
    if (!/^\d+[smhd]$/.test(value)) problems.push(`${name} must look like 30m, 12h or 7d (got "${value}")`);
    return value;
  };
  const jwtExpiresIn = duration('JWT_EXPIRES_IN', '7d');
  const staffJwtExpiresIn = duration('STAFF_JWT_EXPIRES_IN', '12h');

  const adminEmail = text('ADMIN_EMAIL');
  const adminPassword = text('ADMIN_PASSWORD');
  if (Boolean(adminEmail) !== Boolean(adminPassword))
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  else if (adminEmail && !EMAIL_ADDRESS.test(adminEmail)) {
    problems.push(`ADMIN_EMAIL must be an e-mail address (got "${adminEmail}")`);
  } else if (adminPassword !== undefined && adminPassword.length < 8) {
    problems.push('ADMIN_PASSWORD must be at least 8 characters long');
  }

  const clinicTimeZone = text('CLINIC_TIME_ZONE') ?? 'Asia/Jakarta';
  if (!isTimeZone(clinicTimeZone)) {
    problems.push(`CLINIC_TIME_ZONE must be an IANA time zone such as Asia/Jakarta (got "${clinicTimeZone}")`);
  }

  const currency = (text('CURRENCY') ?? 'usd').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) problems.push(`CURRENCY must be a three-letter ISO code (got "${currency}")`);

  const corsOrigins = (text('CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!isHttpUrl(origin)) problems.push(`CORS_ORIGINS entries must be http(s) origins (got "${origin}")`);
  }

  const apiErrorStatus = (text('API_ERROR_STATUS') ?? 'http').toLowerCase() as ApiErrorStatus;
  if (!API_ERROR_STATUSES.includes(apiErrorStatus)) {
    problems.push(`API_ERROR_STATUS must be one of ${API_ERROR_STATUSES.join(', ')} (got "${apiErrorStatus}")`);
  }

  const logLevel = text('LOG_LEVEL') ?? 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "${logLevel}")`);
  }

  const razorpayKeyId = text('RAZORPAY_KEY_ID');
  const razorpayKeySecret = text('RAZORPAY_KEY_SECRET');
  if (Boolean(razorpayKeyId) !== Boolean(razorpayKeySecret)) {
    problems.push('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  }
  const stripeSecretKey = text('STRIPE_SECRET_KEY');
  const stripeWebhookSecret = text('STRIPE_WEBHOOK_SECRET');
  if (stripeWebhookSecret && !stripeSecretKey) {
    problems.push('STRIPE_WEBHOOK_SECRET needs STRIPE_SECRET_KEY');
  }
  const stripeApiBase = text('STRIPE_API_BASE');
  if (stripeApiBase && !isHttpUrl(stripeApiBase))
    problems.push(`STRIPE_API_BASE must be an http(s) URL (got "${stripeApiBase}")`);
  const razorpayApiBase = text('RAZORPAY_API_BASE');
  if (razorpayApiBase && !isHttpUrl(razorpayApiBase)) {
    problems.push(`RAZORPAY_API_BASE must be an http(s) URL (got "${razorpayApiBase}")`);
  }
  const paymentProviderMode = (text('PAYMENT_PROVIDER_MODE') ?? 'auto').toLowerCase() as PaymentProviderMode;
  if (!PAYMENT_PROVIDER_MODES.includes(paymentProviderMode)) {
    problems.push(
      `PAYMENT_PROVIDER_MODE must be one of ${PAYMENT_PROVIDER_MODES.join(', ')} (got "${paymentProviderMode}")`,
    );
  }
  // The test provider never stands next to a real one, and a production site takes test
  // payments only when told to in so many words.
  const realPaymentKeys = Boolean(stripeSecretKey || razorpayKeyId || razorpayKeySecret);
  if (paymentProviderMode === 'test' && realPaymentKeys) {
    problems.push(
      'PAYMENT_PROVIDER_MODE=test takes no payment keys: unset the Stripe and Razorpay keys, or choose auto or live',
    );
  }
  if (paymentProviderMode === 'auto' && !realPaymentKeys && env.NODE_ENV === 'production') {
    problems.push(
      'NODE_ENV=production without payment keys would take test payments: set STRIPE_SECRET_KEY or the Razorpay keys, ' +
        'PAYMENT_PROVIDER_MODE=live to offer no online payment, or PAYMENT_PROVIDER_MODE=test to run test payments on purpose',
    );
  }

  const uploadStorage = (text('UPLOAD_STORAGE') ?? (databaseUrl ? 'database' : 'disk')).toLowerCase() as UploadStorage;
  if (!UPLOAD_STORAGES.includes(uploadStorage)) {
    problems.push(`UPLOAD_STORAGE must be one of ${UPLOAD_STORAGES.join(', ')} (got "${uploadStorage}")`);
  }

  const rateLimits: RateLimits = {
    login: integer('RATE_LIMIT_LOGIN', DEFAULT_RATE_LIMITS.login, 1, 1_000_000),
    register: integer('RATE_LIMIT_REGISTER', DEFAULT_RATE_LIMITS.register, 1, 1_000_000),
    contact: integer('RATE_LIMIT_CONTACT', DEFAULT_RATE_LIMITS.contact, 1, 1_000_000),
    subscribe: integer('RATE_LIMIT_SUBSCRIBE', DEFAULT_RATE_LIMITS.subscribe, 1, 1_000_000),
    profileUpdate: integer('RATE_LIMIT_PROFILE_UPDATE', DEFAULT_RATE_LIMITS.profileUpdate, 1, 1_000_000),
    passwordChange: integer('RATE_LIMIT_PASSWORD_CHANGE', DEFAULT_RATE_LIMITS.passwordChange, 1, 1_000_000),
    passwordReset: integer('RATE_LIMIT_PASSWORD_RESET', DEFAULT_RATE_LIMITS.passwordReset, 1, 1_000_000),
    passwordResetEmail: integer(
      'RATE_LIMIT_PASSWORD_RESET_EMAIL',
      DEFAULT_RATE_LIMITS.passwordResetEmail,
      1,
      1_000_000,
    ),
  };

  const config: Config = {
    port,
    host: text('HOST') ?? '0.0.0.0',
    dataDir: path.resolve(text('DATA_DIR') ?? 'data'),
    databaseUrl,
    jwtSecret,
    jwtExpiresIn,
    staffJwtExpiresIn,
    firstAdmin: adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : undefined,
    appUrl: appUrl.replace(/\/+$/, ''),
    smtpUrl,
    smtpMaxConnections: integer('SMTP_MAX_CONNECTIONS', DEFAULT_SMTP_MAX_CONNECTIONS, 1, 50),
    mailFrom,
    staffEmail,
    clinicTimeZone,
    currency,
    corsOrigins,
    apiErrorStatus,
    trustProxy: trustProxyOf(text('TRUST_PROXY'), problems),
    logLevel,
    uploadMaxBytes: integer('UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024, 50 * 1024 * 1024),
    imageWork: {
      budgetBytes: integer('IMAGE_MEMORY_BUDGET_MB', DEFAULT_IMAGE_MEMORY_BUDGET_MB, 16, 64 * 1024) * 1024 * 1024,
      maxWaiting: integer('IMAGE_QUEUE_MAX', DEFAULT_IMAGE_QUEUE_MAX, 0, 10_000),
      retryAfterSeconds: IMAGE_BUSY_RETRY_SECONDS,
    },
    requestTurns: {
      perClient: integer('REQUEST_QUEUE_PER_CLIENT', DEFAULT_REQUEST_QUEUE_PER_CLIENT, 1, 100_000),
      share: integer('HEAVY_WORK_SHARE', DEFAULT_HEAVY_WORK_SHARE, 10, 100) / 100,
      retryAfterSeconds: REQUEST_QUEUE_RETRY_SECONDS,
    },
    documentMaxBytes: integer('DOCUMENT_MAX_BYTES', DEFAULT_DOCUMENT_MAX_BYTES, 1024, 200 * 1024 * 1024),
    videoMaxBytes: integer('VIDEO_MAX_BYTES', DEFAULT_VIDEO_MAX_BYTES, 1024, 1024 * 1024 * 1024),
    uploadStorage,
    stripeSecretKey,
    stripeWebhookSecret,
    razorpayKeyId,
    razorpayKeySecret,
    stripeApiBase,
    razorpayApiBase,
    paymentProviderMode,
    rateLimits,
    passwordResetMinutes: integer('PASSWORD_RESET_MINUTES', DEFAULT_PASSWORD_RESET_MINUTES, 5, 24 * 60),
    unpaidBookings: {
      maxUnpaid: integer('MAX_UNPAID_APPOINTMENTS', DEFAULT_MAX_UNPAID_APPOINTMENTS, 1, 1_000_000),
      expiryMinutes: integer('UNPAID_EXPIRY_MINUTES', 0, 0, 7 * 24 * 60),
    },
    contentCacheMs: integer('CONTENT_CACHE_MS', DEFAULT_CONTENT_CACHE_MS, 0, 60_000),
    pageCacheBytes: integer('PAGE_CACHE_MB', DEFAULT_PAGE_CACHE_MB, 0, 4096) * 1024 * 1024,
    accountCacheBytes: integer('ACCOUNT_CACHE_MB', DEFAULT_ACCOUNT_CACHE_MB, 0, 4096) * 1024 * 1024,
    staticDir: path.resolve(text('STATIC_DIR') ?? 'dist'),
    serverRenderFile: path.resolve(text('SERVER_RENDER_FILE') ?? 'dist-server/renderPage.cjs'),
    isProduction: env.NODE_ENV === 'production',
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
