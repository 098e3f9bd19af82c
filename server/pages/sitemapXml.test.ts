import { describe, expect, test } from '@jest/globals';
import { parseXml } from '../test/xml';
import { escapeXml, sitemapXml, w3cDateTime } from './sitemapXml';

const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

describe('escapeXml', () => {
  test('escapes the five characters XML reserves, and nothing else', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('/doctors/General%20physician')).toBe('/doctors/General%20physician');
  });
});

test('lastmod is a W3C datetime in UTC, to the second', () => {
  expect(w3cDateTime(new Date('2026-03-04T07:10:09.999Z'))).toBe('2026-03-04T07:10:09Z');
});

describe('sitemapXml', () => {
  const origin = 'https://nusantara.example';
  const changed = new Date('2026-01-02T03:04:05Z');
  const xml = sitemapXml(origin, [
    { path: '/', lastModified: { id: changed, en: new Date('2026-02-01T00:00:00Z') } },
    { path: "/doctors/Tom's%20&%20<Jerry>", lastModified: {} },
  ]);
  const root = parseXml(xml);
  const entries = root.children.map((url) => {
    const child = (name: string) => url.children.filter((element) => element.name === name);
    return {
      loc: child(`{${SITEMAP}}loc`)[0]!.text,
      lastmod: child(`{${SITEMAP}}lastmod`)[0]?.text,
      alternates: Object.fromEntries(
        child(`{${XHTML}}link`).map((link) => {
          expect(link.attributes['{}rel']).toBe('alternate');
          return [link.attributes['{}hreflang'], link.attributes['{}href']];
        }),
      ),
    };
  });

  test('is a sitemaps.org urlset of url entries, declared UTF-8', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(root.name).toBe(`{${SITEMAP}}urlset`);
    expect(root.children.every((url) => url.name === `{${SITEMAP}}url`)).toBe(true);
  });

  test('writes each page in both languages, each naming both addresses and the Indonesian one as default', () => {
    const home = { id: `${origin}/`, en: `${origin}/en`, 'x-default': `${origin}/` };
    const odd = `${origin}/doctors/Tom's%20&%20<Jerry>`;
    const oddAlternates = { id: odd, en: `${origin}/en/doctors/Tom's%20&%20<Jerry>`, 'x-default': odd };
    expect(entries).toEqual([
      { loc: `${origin}/`, lastmod: '2026-01-02T03:04:05Z', alternates: home },
      { loc: `${origin}/en`, lastmod: '2026-02-01T00:00:00Z', alternates: home },
      // Escaped on the way in, the same text on the way out.
      { loc: odd, lastmod: undefined, alternates: oddAlternates },
      { loc: oddAlternates.en, lastmod: undefined, alternates: oddAlternates },
    ]);
  });

  test('an empty list is still a valid urlset', () => {
    expect(parseXml(sitemapXml(origin, [])).children).toEqual([]);
  });
});
