import { instantOfLocal, localOfInstant } from './releaseTime';

describe("a release's time on the clinic's clock", () => {
  it('reads 08:00 WIB as 01:00 UTC and back', () => {
    const at = instantOfLocal('2026-12-03T08:00', 'Asia/Jakarta');
    expect(at?.toISOString()).toBe('2026-12-03T01:00:00.000Z');
    expect(localOfInstant(at!, 'Asia/Jakarta')).toBe('2026-12-03T08:00');
    expect(instantOfLocal('2026-12-03T08:00', 'Asia/Makassar')?.toISOString()).toBe('2026-12-03T00:00:00.000Z');
  });

  it('refuses what is no real date or time', () => {
    expect(instantOfLocal('2026-02-30T08:00', 'Asia/Jakarta')).toBeNull();
    expect(instantOfLocal('2026-12-03T24:00', 'Asia/Jakarta')).toBeNull();
    expect(instantOfLocal('2026-12-03 08:00', 'Asia/Jakarta')).toBeNull();
  });
});
