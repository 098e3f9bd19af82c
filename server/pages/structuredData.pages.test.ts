import { and, asc, eq } from 'drizzle-orm';
import { contentDocuments, restaurants } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { routeNames, routeTable } from '../../src/shared/routing/routeTable';

const SITE = 'https://www.nusantararasa.example';
const INDEX_HTML =
  '<!doctype html><html lang=id><head><meta charset=utf-8><title>Site</title><script defer src=/assets/main.0123456789ab.js></script></head><body><div id=root></div></body></html>';
const HOSTILE = '</script><script>alert(1)</script> <!-- end';
const LD_BLOCK = /<script type="application\/ld\+json">(.*?)<\/script>/gs;

type Node = Record<string, unknown> & { '@type': string };
type Lang = 'id' | 'en';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A page's address in a language: its path under /en in English. */
const address = (plain: string, lang: Lang) =>
  `${SITE}${lang === 'en' ? (plain === '/' ? '/en' : `/en${plain}`) : plain}`;
/** Whether an absolute URL of this site is an address in the language. */
const inLanguage = (url: string, lang: Lang) =>
  url.startsWith(SITE) && /^\/en(\/|$|\?)/.test(url.slice(SITE.length)) === (lang === 'en');

let t: TestApp;
let docId = '';

beforeAll(async () => {
  t = await createTestApp({ indexHtml: INDEX_HTML, env: { APP_URL: `${SITE}/` } });
  // Content that tries to close the element: the footer's address and the first brand's description.
  const footerRow = and(eq(contentDocuments.slug, 'navbar-footer'), eq(contentDocuments.lang, 'id'));
  const [footer] = await t.db.select().from(contentDocuments).where(footerRow);
  const body = footer.body as { footer: Record<string, string> };
  await t.db
    .update(contentDocuments)
    .set({ body: { ...body, footer: { ...body.footer, address: `Menara ${HOSTILE}` } } })
    .where(footerRow);
  const [first] = await t.db.select().from(restaurants).orderBy(asc(restaurants.position)).limit(1);
  await t.db
    .update(restaurants)
    .set({ description: { id: `Warung ${HOSTILE}`, en: `Warung ${HOSTILE}` } })
    .where(eq(restaurants.id, first.id));
  const list = (await t.app.inject({ method: 'GET', url: '/api/doctor/list' })).json() as {
    doctors: { _id: string }[];
  };
  docId = list.doctors[0]._id;
});
afterAll(() => t.close());

async function pageHtml(url: string, lang: Lang) {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: `site_lang=${lang}` } });
  return res.body;
}

/** Every ld+json block of the page, parsed. */
const blocksIn = (html: string) =>
  [...html.matchAll(LD_BLOCK)].map((match) => JSON.parse(match[1]) as { '@context': string; '@graph': Node[] });

/** What each type must carry, checked on every node of the graph. */
function checkNode(node: Node, lang: Lang, where: string) {
  const is = (value: unknown) => typeof value === 'string' && value.length > 0;
  const context = { where, type: node['@type'] };
  switch (node['@type']) {
    case 'Organization':
      expect({
        ...context,
        ok: is(node.name) && node.url === address('/', lang) && String(node.logo).startsWith('https://'),
      }).toEqual({ ...context, ok: true });
      break;
    case 'Restaurant': {
      expect({ ...context, name: is(node.name) }).toEqual({ ...context, name: true });
      const hours = (node.openingHoursSpecification ?? []) as { dayOfWeek: string[]; opens: string; closes: string }[];
      for (const spec of hours) {
        expect(spec.dayOfWeek.every((day) => DAYS.includes(day))).toBe(true);
        expect([spec.opens, spec.closes].every((time) => TIME.test(time))).toBe(true);
        expect(spec.opens < spec.closes).toBe(true);
      }
      break;
    }
    case 'Physician':
      expect({
        ...context,
        ok: is(node.name) && inLanguage(String(node.url), lang) && (is(node.medicalSpecialty) || is(node.knowsAbout)),
      }).toEqual({ ...context, ok: true });
      break;
    case 'MedicalClinic':
      for (const member of node.member as Node[])
        expect(is(member.name) && inLanguage(String(member.url), lang)).toBe(true);
      break;
    case 'BreadcrumbList': {
      const items = node.itemListElement as { position: number; name: string; item: string }[];
      expect(items.map((item) => item.position)).toEqual(items.map((_item, index) => index + 1));
      expect({ ...context, ok: items.every((item) => is(item.name) && inLanguage(item.item, lang)) }).toEqual({
        ...context,
        ok: true,
      });
      expect(items[0].item).toBe(address('/', lang));
      break;
    }
    default:
      throw new Error(`unexpected ${node['@type']} on ${where}`);
  }
}

const publicPages = () =>
  routeNames
    .filter((name) => !routeTable[name].login && name !== 'login' && name !== 'resetPassword')
    .map(
      (name) =>
        [name, routeTable[name].pattern.replace(':docId', docId).replace(':speciality', 'Dermatologist')] as const,
    );

describe.each(['id', 'en'] as const)('the HTML of every public page in %s', (lang) => {
  test('carries one ld+json block that parses, speaks schema.org and gives each node what its type needs', async () => {
    const types: Record<string, string[]> = {};
    for (const [name, url] of publicPages()) {
      const html = await pageHtml(url, lang);
      const blocks = blocksIn(html);
      expect({ url, blocks: blocks.length }).toEqual({ url, blocks: 1 });
      const [data] = blocks;
      expect(data['@context']).toBe('https://schema.org');
      for (const node of data['@graph']) checkNode(node, lang, url);
      types[name] = [...new Set(data['@graph'].map((node) => node['@type']))];
      // The trail ends at the page itself.
      const trail = data['@graph'].find((node) => node['@type'] === 'BreadcrumbList');
      if (trail) expect((trail.itemListElement as { item: string }[]).at(-1)?.item).toBe(address(url, lang));
    }
    expect(types).toEqual({
      home: ['Organization', 'Restaurant'],
      about: ['Organization', 'BreadcrumbList'],
      contact: ['Organization', 'BreadcrumbList'],
      career: ['Organization', 'BreadcrumbList'],
      ourBrand: ['Organization', 'BreadcrumbList', 'Restaurant'],
      investorRelation: ['Organization', 'BreadcrumbList'],
      doctors: ['Organization', 'BreadcrumbList', 'MedicalClinic'],
      doctorsBySpeciality: ['Organization', 'BreadcrumbList', 'MedicalClinic'],
      appointment: ['Organization', 'Physician', 'BreadcrumbList'],
    });
  });

  test('the brand page gives every outlet of the answers an address and its hours', async () => {
    const outlets = (
      await t.app.inject({ method: 'GET', url: '/api/outlets', headers: { 'accept-language': lang } })
    ).json() as { data: { city: string; address: string }[] };
    const [data] = blocksIn(await pageHtml('/our-brand', lang));
    const places = data['@graph'].filter((node) => node['@type'] === 'Restaurant' && node.address) as unknown as {
      address: Record<string, string>;
      openingHoursSpecification?: unknown[];
    }[];
    expect(
      places.map((place) => [place.address.streetAddress, place.address.addressLocality, place.address.addressCountry]),
    ).toEqual(outlets.data.map((outlet) => [outlet.address, outlet.city, 'ID']));
    expect(places.every((place) => (place.openingHoursSpecification?.length ?? 0) > 0)).toBe(true);
  });

  test('content with </script> in it stays inside its block and reads back as written', async () => {
    for (const url of ['/', '/our-brand']) {
      const html = await pageHtml(url, lang);
      expect(html).not.toContain('</script><script>');
      expect(html).not.toContain('<!--');
      // The template's script, the answers and the structured data: nothing more was closed.
      expect(html.match(/<\/script>/g)).toHaveLength(3);
      const [data] = blocksIn(html);
      const organization = data['@graph'][0] as unknown as { address: { streetAddress: string } };
      expect(organization.address.streetAddress).toBe(`Menara ${HOSTILE}`);
      expect(data['@graph'].some((node) => node.description === `Warung ${HOSTILE}`)).toBe(true);
    }
  });
});

test('pages for logged-in visitors, the login and password pages and unknown paths carry none', async () => {
  for (const url of [
    '/login',
    '/reset-password',
    '/my-profile',
    '/my-appointments',
    '/verify',
    '/admin/pages',
    '/doctor',
    '/no/such/page',
  ]) {
    const html = await pageHtml(url, 'en');
    expect({ url, blocks: blocksIn(html).length }).toEqual({ url, blocks: 0 });
  }
});
