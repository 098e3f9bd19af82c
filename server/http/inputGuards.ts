// Checks every request body gets before any route sees it, whatever the route's schema:
// - only the body types the API speaks are parsed (JSON everywhere; multipart and
//   url-encoded forms only where a route registers them). Fastify's built-in text/plain
//   parser is removed, so a cross-site <form enctype="text/plain"> cannot reach a JSON
//   route either: it gets 415.
// - no NUL characters anywhere in a parsed body: PostgreSQL text cannot hold them, so a
//   NUL would otherwise surface as a database error deep inside a route.
// - keys named like Object.prototype members (constructor, toString, hasOwnProperty…)
//   are dropped at every depth: no form has such a field, and yup looks field names up
//   on a plain object, so `{"constructor": 1}` made every schema throw a TypeError.
import type { FastifyInstance } from 'fastify';
import { INVALID_REQUEST_DATA } from './errors';
import { invalid } from '../services/failures';

/** A 64 KB body cannot hold more values than this; stop rather than spin. */
const MAX_VISITED = 50_000;
const PROTOTYPE_KEYS = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/** Walks a parsed body without recursion (a deeply nested body must not overflow the stack). */
function visit(body: unknown, onValue: (value: unknown) => boolean): boolean {
  const pending: unknown[] = [body];
  let visited = 0;
  while (pending.length > 0 && visited < MAX_VISITED) {
    const value = pending.pop();
    visited += 1;
    if (onValue(value)) return true;
    if (Array.isArray(value)) pending.push(...value);
    else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) pending.push(...Object.values(value));
  }
  return false;
}

/** Whether a parsed body holds a NUL character in any key or string value. */
export function containsNul(body: unknown): boolean {
  return visit(body, (value) => {
    if (typeof value === 'string') return value.includes('\u0000');
    if (value && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value)) {
      return Object.keys(value).some((key) => key.includes('\u0000'));
    }
    return false;
  });
}

/** Removes, in place and at every depth, own keys that name Object.prototype members. */
export function dropPrototypeKeys(body: unknown): void {
  visit(body, (value) => {
    if (value && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value)) {
      for (const key of Object.keys(value)) {
        if (PROTOTYPE_KEYS.has(key)) delete (value as Record<string, unknown>)[key];
      }
    }
    return false;
  });
}

export function installInputGuards(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null || typeof request.body !== 'object') return;
    if (containsNul(request.body)) throw invalid(INVALID_REQUEST_DATA);
    dropPrototypeKeys(request.body);
  });
}
