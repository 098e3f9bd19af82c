// Per-route request limits for @fastify/rate-limit (registered with global: false):
// `{ config: perMinuteLimit(config.rateLimits.login) }` on a route. Counts are per client
// address (request.ip, which honours X-Forwarded-For only when TRUST_PROXY is set) and
// per process; the answer is HTTP 429 {success: false, message} with Retry-After, and the
// web app's dictionary translates the message.
import type { FastifyRequest } from 'fastify';
import { ONE_MINUTE_MS } from '../config/defaults';
import { HttpError, TOO_MANY_REQUESTS } from './errors';

export function perMinuteLimit(max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: ONE_MINUTE_MS,
      keyGenerator: (request: FastifyRequest) => request.ip,
      // Thrown by the plugin, so the app's error handler answers it like any other error.
      errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
    },
  };
}
