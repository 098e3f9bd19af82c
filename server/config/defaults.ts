// The settings' defaults worth a name (the code and tests that lean on them import them from
// here, or they carry a reason), the values that come with them (the windows limits count in,
// what a refused client is told to wait), and the lists of values some settings choose from.
export const API_ERROR_STATUSES = ['http', '200'] as const;
export type ApiErrorStatus = (typeof API_ERROR_STATUSES)[number];

export const UPLOAD_STORAGES = ['disk', 'database'] as const;
export type UploadStorage = (typeof UPLOAD_STORAGES)[number];

export const PAYMENT_PROVIDER_MODES = ['auto', 'test', 'live'] as const;
export type PaymentProviderMode = (typeof PAYMENT_PROVIDER_MODES)[number];

/** LOG_LEVEL: pino's levels, or silent. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** What each request limit lets by (Config.rateLimits says per what and whom). */
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
export const DEFAULT_RELEASE_POLL_MS = 30_000;
/** Room for every public page in both languages many times over (a page and its compressed copies weigh about 150 KB). */
export const DEFAULT_PAGE_CACHE_MB = 32;
/** A patient's profile and appointment list weigh a few KB: thousands of active patients. */
export const DEFAULT_ACCOUNT_CACHE_MB = 16;
export const DEFAULT_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const DEFAULT_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
/** SMTP connections kept open: nodemailer's own default for a pool. */
export const DEFAULT_SMTP_MAX_CONNECTIONS = 5;

/** The window every per-minute request limit counts in. */
export const ONE_MINUTE_MS = 60_000;

/** Per client address and minute: a person needs a few; scripts hitting the limit wait. */
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
/** One worker thread renders the pages, leaving the main thread to the answers served from memory. */
export const DEFAULT_RENDER_THREADS = 1;
