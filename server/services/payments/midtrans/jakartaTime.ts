// Midtrans writes and reads its times in Jakarta's zone (GMT+7, no daylight saving), as
// "yyyy-MM-dd HH:mm:ss" with or without the offset; these turn them into instants and back.

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as Midtrans' `start_time` wants it: "2026-12-02 13:45:00 +0700". */
export function jakartaTimestamp(instant: Date): string {
  const local = new Date(instant.getTime() + JAKARTA_OFFSET_MS);
  const date = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
  return `${date} ${time} +0700`;
}

/** A time Midtrans answered ("2026-12-02 14:45:00", Jakarta time), or null when it is not one. */
export function fromJakartaTime(text: unknown): Date | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\s*\+0?7:?00)?$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number);
  const utc = Date.UTC(year, month - 1, day, hours, minutes, seconds) - JAKARTA_OFFSET_MS;
  return Number.isNaN(utc) ? null : new Date(utc);
}
