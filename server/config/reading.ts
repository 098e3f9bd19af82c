// Reading settings from the environment: each reader gives a setting's value, or its default,
// and adds one line to the start's problems for a value it refuses, so one failed start names
// every bad setting at once; and the checks of a value's shape the settings share.
export type Env = Record<string, string | undefined>;

/** The readers of one environment; what they refuse goes to `problems`. */
export function envReader(env: Env, problems: string[]) {
  /** A setting as written, trimmed; undefined when unset or blank. */
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
  /** A lifetime such as 30m, 12h or 7d (the session tokens'). */
  const duration = (name: string, fallback: string) => {
    const value = text(name) ?? fallback;
    if (!/^\d+[smhd]$/.test(value)) problems.push(`${name} must look like 30m, 12h or 7d (got "${value}")`);
    return value;
  };
  /** Comma-separated entries, trimmed, blank ones left out. */
  const list = (name: string) =>
    (text(name) ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  /** One of `options`, read in lower case (as written with `matchCase`). */
  const choice = <T extends string>(
    name: string,
    fallback: NoInfer<T>,
    options: readonly T[],
    { matchCase = false } = {},
  ): T => {
    const raw = text(name) ?? fallback;
    const value = (matchCase ? raw : raw.toLowerCase()) as T;
    if (!options.includes(value)) problems.push(`${name} must be one of ${options.join(', ')} (got "${value}")`);
    return value;
  };
  return { text, integer, duration, list, choice };
}

export type EnvReader = ReturnType<typeof envReader>;

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const EMAIL_ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** An address with a dotted domain (a recipient or an account: STAFF_EMAIL, ADMIN_EMAIL). */
export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value);
}

/** An address alone, or `Display Name <address>`; a local domain (no-reply@localhost) will do for a sender. */
export function isMailbox(value: string): boolean {
  const named = /^[^<>]*<([^<>]+)>$/.exec(value);
  return /^[^\s@<>]+@[^\s@<>]+$/.test(named ? named[1] : value);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
