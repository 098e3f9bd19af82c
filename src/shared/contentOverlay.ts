// English content documents only hold what differs from Indonesian; the API server lays
// English over Indonesian field by field with this, and the console's preview does the same,
// so a missing translation falls back alike in both.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isPlainObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Lays `over` on `base`: objects key by key, arrays index by index, empty strings ignored. */
export function overlay<T>(base: T, over: unknown): T {
  if (over === undefined || over === null || over === '') return base;
  if (Array.isArray(base) && Array.isArray(over)) {
    return base.map((item, index) => overlay(item, over[index])) as T;
  }
  if (isPlainObject(base) && isPlainObject(over)) {
    const result: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(over)) {
      result[key] = key in base ? overlay(base[key], value) : value;
    }
    return result as T;
  }
  return typeof over === typeof base || base === undefined ? (over as T) : base;
}
