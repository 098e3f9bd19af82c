// What a database error says, however the driver (pg or PGlite) or Drizzle wraps it.

/** An error, or one of its causes, seen as a bag of fields: drivers add `code`, `detail` and the like. */
export type ErrorCause = { readonly [field: string]: unknown };

// The driver's error sits one or two causes deep (Drizzle wraps it); the bound also keeps
// a chain that loops back on itself from hanging the request.
const MAX_CAUSE_DEPTH = 5;

/**
 * The first of `error` and its `.cause` chain that `matches`, or undefined. Only objects
 * are looked at, at most five of them.
 */
export function findCause(error: unknown, matches: (cause: ErrorCause) => boolean): ErrorCause | undefined {
  let current = error;
  for (let depth = 0; current !== null && typeof current === 'object' && depth < MAX_CAUSE_DEPTH; depth += 1) {
    const cause = current as ErrorCause;
    if (matches(cause)) return cause;
    current = cause.cause;
  }
  return undefined;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE of a PostgreSQL error, however the driver or Drizzle wraps it. */
export function sqlStateOf(error: unknown): string | undefined {
  const found = findCause(error, ({ code }) => typeof code === 'string' && SQLSTATE.test(code));
  return found?.code as string | undefined;
}

/** PostgreSQL's unique_violation (23505), however the driver or Drizzle wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  return findCause(error, ({ code }) => code === '23505') !== undefined;
}
