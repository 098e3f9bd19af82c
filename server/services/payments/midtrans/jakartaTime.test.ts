import { fromJakartaTime, jakartaTimestamp } from './jakartaTime';

test("instants are written in Jakarta's time with its offset, whatever the server's zone", () => {
  expect(jakartaTimestamp(new Date('2026-12-02T06:45:09Z'))).toBe('2026-12-02 13:45:09 +0700');
  // Past midnight in Jakarta while it is still the day before in UTC.
  expect(jakartaTimestamp(new Date('2026-12-31T17:05:00Z'))).toBe('2027-01-01 00:05:00 +0700');
});

test("Midtrans' Jakarta times are read back as instants, with or without the offset", () => {
  expect(fromJakartaTime('2026-12-02 13:45:09')?.toISOString()).toBe('2026-12-02T06:45:09.000Z');
  expect(fromJakartaTime('2027-01-01 00:05:00 +0700')?.toISOString()).toBe('2026-12-31T17:05:00.000Z');
  for (const bad of ['', '02-12-2026 13:45', '2026-12-02', 'soon', null, 1764657909]) {
    expect(fromJakartaTime(bad)).toBeNull();
  }
});
