import { expect, test } from '@jest/globals';
import robotsParser from 'robots-parser';
import { robotsTxt } from './robots';

const ORIGIN = 'https://nusantara.example';
const text = robotsTxt(ORIGIN);

test('allows everything but the signed-in pages in both languages, and names the sitemap', () => {
  expect(text).toBe(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /my-profile',
      'Disallow: /en/my-profile',
      'Disallow: /my-appointments',
      'Disallow: /en/my-appointments',
      'Disallow: /verify',
      'Disallow: /en/verify',
      'Disallow: /admin',
      'Disallow: /en/admin',
      'Disallow: /doctor$',
      'Disallow: /doctor/',
      'Disallow: /en/doctor$',
      'Disallow: /en/doctor/',
      '',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      '',
    ].join('\n'),
  );
});

test('read as a crawler reads it: the doctors’ pages stay open, the doctors’ panel does not', () => {
  const robots = robotsParser(`${ORIGIN}/robots.txt`, text);
  const allowed = [
    '/',
    '/en',
    '/about',
    '/en/about',
    '/doctors',
    '/en/doctors',
    '/doctors/Dermatologist',
    '/en/doctors/Dermatologist',
    '/appointment/abc',
    '/login',
  ];
  const blocked = [
    '/doctor',
    '/doctor/',
    '/en/doctor',
    '/en/doctor/',
    '/my-profile',
    '/en/my-appointments',
    '/verify?session_id=1',
    '/admin/pages',
    '/en/admin',
  ];
  for (const path of allowed)
    expect({ path, allowed: robots.isAllowed(`${ORIGIN}${path}`, 'Googlebot') }).toEqual({ path, allowed: true });
  for (const path of blocked)
    expect({ path, allowed: robots.isAllowed(`${ORIGIN}${path}`, 'Googlebot') }).toEqual({ path, allowed: false });
  expect(robots.getSitemaps()).toEqual([`${ORIGIN}/sitemap.xml`]);
});
