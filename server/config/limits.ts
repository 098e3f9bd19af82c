// The limits that protect the server: requests a minute (RATE_LIMIT_…), the sizes of uploads,
// the memory picture decodes may take at once, the share heavy requests take in turns, and the
// threads that render pages.
import {
  DEFAULT_DOCUMENT_MAX_BYTES,
  DEFAULT_HEAVY_WORK_SHARE,
  DEFAULT_IMAGE_MEMORY_BUDGET_MB,
  DEFAULT_IMAGE_QUEUE_MAX,
  DEFAULT_RATE_LIMITS,
  DEFAULT_RENDER_THREADS,
  DEFAULT_REQUEST_QUEUE_PER_CLIENT,
  DEFAULT_VIDEO_MAX_BYTES,
  IMAGE_BUSY_RETRY_SECONDS,
  REQUEST_QUEUE_RETRY_SECONDS,
  type RateLimits,
} from './defaults';
import type { EnvReader } from './reading';

export function readRateLimits(read: EnvReader): RateLimits {
  return {
    login: read.integer('RATE_LIMIT_LOGIN', DEFAULT_RATE_LIMITS.login, 1, 1_000_000),
    register: read.integer('RATE_LIMIT_REGISTER', DEFAULT_RATE_LIMITS.register, 1, 1_000_000),
    contact: read.integer('RATE_LIMIT_CONTACT', DEFAULT_RATE_LIMITS.contact, 1, 1_000_000),
    subscribe: read.integer('RATE_LIMIT_SUBSCRIBE', DEFAULT_RATE_LIMITS.subscribe, 1, 1_000_000),
    profileUpdate: read.integer('RATE_LIMIT_PROFILE_UPDATE', DEFAULT_RATE_LIMITS.profileUpdate, 1, 1_000_000),
    passwordChange: read.integer('RATE_LIMIT_PASSWORD_CHANGE', DEFAULT_RATE_LIMITS.passwordChange, 1, 1_000_000),
    passwordReset: read.integer('RATE_LIMIT_PASSWORD_RESET', DEFAULT_RATE_LIMITS.passwordReset, 1, 1_000_000),
    passwordResetEmail: read.integer(
      'RATE_LIMIT_PASSWORD_RESET_EMAIL',
      DEFAULT_RATE_LIMITS.passwordResetEmail,
      1,
      1_000_000,
    ),
  };
}

/** How much work the server takes on at once: uploads, picture decodes, heavy requests, renders. */
export function readWorkLimits(read: EnvReader) {
  return {
    uploadMaxBytes: read.integer('UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024, 50 * 1024 * 1024),
    imageWork: {
      budgetBytes: read.integer('IMAGE_MEMORY_BUDGET_MB', DEFAULT_IMAGE_MEMORY_BUDGET_MB, 16, 64 * 1024) * 1024 * 1024,
      maxWaiting: read.integer('IMAGE_QUEUE_MAX', DEFAULT_IMAGE_QUEUE_MAX, 0, 10_000),
      retryAfterSeconds: IMAGE_BUSY_RETRY_SECONDS,
    },
    requestTurns: {
      perClient: read.integer('REQUEST_QUEUE_PER_CLIENT', DEFAULT_REQUEST_QUEUE_PER_CLIENT, 1, 100_000),
      share: read.integer('HEAVY_WORK_SHARE', DEFAULT_HEAVY_WORK_SHARE, 10, 100) / 100,
      retryAfterSeconds: REQUEST_QUEUE_RETRY_SECONDS,
    },
    renderThreads: read.integer('RENDER_THREADS', DEFAULT_RENDER_THREADS, 0, 8),
    documentMaxBytes: read.integer('DOCUMENT_MAX_BYTES', DEFAULT_DOCUMENT_MAX_BYTES, 1024, 200 * 1024 * 1024),
    videoMaxBytes: read.integer('VIDEO_MAX_BYTES', DEFAULT_VIDEO_MAX_BYTES, 1024, 1024 * 1024 * 1024),
  };
}
