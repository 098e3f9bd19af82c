import { withoutTracking } from './trackingParams';

test.each([
  ['', ''],
  ['?', ''],
  ['?utm_source=tv&utm_medium=spot&utm_campaign=ramadan', ''],
  ['?fbclid=abc', ''],
  ['?gclid=1&city=Bandung', '?city=Bandung'],
  ['?city=Bandung&UTM_Source=x', '?city=Bandung'],
  ['?city=Bandung', '?city=Bandung'],
  ['?category=annual-report&utm_content=a%20b', '?category=annual-report'],
  ['?utm=1', '?utm=1'],
  ['?%75tm_source=x', ''],
  ['?a=1&&b=2', '?a=1&b=2'],
])('%s → %s', (search, kept) => {
  expect(withoutTracking(search)).toBe(kept);
});
