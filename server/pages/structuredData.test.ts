import type {
  BreadcrumbListLeaf,
  MedicalClinicLeaf,
  OrganizationLeaf,
  PhysicianLeaf,
  RestaurantLeaf,
} from 'schema-dts';
import { createTestApp, type TestApp } from '../test/harness';
import { allStrings } from '../../src/shared/dictionary';
import { publicReads, type ReadName } from '../../src/shared/routing/publicReads';
import { matchRoute } from '../../src/shared/routing/routeTable';
import { structuredDataFor } from './structuredData';
import { clockTime, openingHoursOf } from './structuredData/restaurants';

const SITE = 'https://www.nusantararasa.example';
const LANGS = ['id', 'en'] as const;
type Lang = (typeof LANGS)[number];

type Answers = Partial<Record<ReadName, unknown>>;
const READS: ReadName[] = ['navbarFooter', 'homeContent', 'restaurants', 'outlets', 'doctorList'];

let t: TestApp;
const seeded: Record<Lang, Answers> = { id: {}, en: {} };

beforeAll(async () => {
  // The site the pages are made for is the one the API's absolute picture URLs are on (APP_URL).
  t = await createTestApp({ env: { APP_URL: SITE } });
  for (const lang of LANGS) {
    for (const read of READS) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api${publicReads[read].path}`,
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(200);
      seeded[lang][read] = res.json();
    }
  }
});
afterAll(() => t.close());

const dataOf = (path: string, lang: Lang, answers: Answers = seeded[lang]) =>
  structuredDataFor(matchRoute(path), lang, (read) => answers[read], SITE);
const graphOf = (path: string, lang: Lang, answers?: Answers) => dataOf(path, lang, answers)?.['@graph'] ?? [];
const nodesOf = <T>(path: string, lang: Lang, type: string, answers?: Answers) =>
  graphOf(path, lang, answers).filter((node) => node['@type'] === type) as T[];
const word = (key: string, lang: Lang) => allStrings[key][lang];
/** A page's address in a language, as the site writes it. */
const address = (path: string, lang: Lang) => `${SITE}${lang === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path}`;

type Doctor = {
  _id: string;
  name: string;
  speciality: string;
  image: string;
  about: string;
  available: boolean;
  address: { line1: string; line2: string };
  fees: number;
  currency: string;
};
const doctors = (lang: Lang) => (seeded[lang].doctorList as { doctors: Doctor[] }).doctors;
type Brand = { _id: string; name: string; description: string; menuLink: string; restaurantImageUrl: string };
const brands = (lang: Lang) => (seeded[lang].restaurants as { data: Brand[] }).data;
type Outlet = {
  _id: string;
  restaurantId: string;
  city: string;
  address: string;
  phone: string;
  openingHours: Record<string, { start: number; end: number } | null>;
};
const outlets = (lang: Lang) => (seeded[lang].outlets as { data: Outlet[] }).data;

describe.each(LANGS)('in %s', (lang) => {
  test('every public page names the group: its name, home in the language, logo, contacts and social profiles from the footer', () => {
    const footer = (seeded[lang].navbarFooter as { data: { footer: Record<string, string> } }).data.footer;
    for (const path of [
      '/',
      '/about',
      '/contact',
      '/career',
      '/our-brand',
      '/investor-relation',
      '/doctors',
      '/doctors/Dermatologist',
      `/appointment/${doctors(lang)[0]._id}`,
    ]) {
      const data = dataOf(path, lang);
      expect(data?.['@context']).toBe('https://schema.org');
      const [organization] = nodesOf<OrganizationLeaf>(path, lang, 'Organization');
      expect(organization).toMatchObject({
        name: 'Nusantara Rasa Group',
        url: address('/', lang),
        logo: `${SITE}/media/logo.svg`,
        description: footer.leftDescription,
        telephone: footer.numberPhone,
        email: footer.email,
        address: { '@type': 'PostalAddress', streetAddress: footer.address, addressCountry: 'ID' },
        contactPoint: [{ '@type': 'ContactPoint', telephone: footer.numberPhone, email: footer.email }],
      });
      // The profiles the footer sets: the group's own on each site.
      expect(organization.sameAs).toEqual([footer.facebookUrl, footer.instagramUrl, footer.youtubeUrl]);
      expect(organization.sameAs).toEqual([
        expect.stringMatching(/^https:\/\/www\.facebook\.com\/\w/),
        expect.stringMatching(/^https:\/\/www\.instagram\.com\/\w/),
        expect.stringMatching(/^https:\/\/www\.youtube\.com\/@\w/),
      ]);
    }
  });

  test('the brand page: each brand a Restaurant, each outlet one with its address, telephone and week of hours', () => {
    const graph = nodesOf<RestaurantLeaf>('/our-brand', lang, 'Restaurant');
    const byId = new Map(graph.map((node) => [node['@id'], node]));
    for (const brand of brands(lang)) {
      const node = byId.get(`${SITE}/our-brand#brand-${brand._id}`);
      expect(node).toMatchObject({
        name: brand.name,
        description: brand.description,
        url: address('/our-brand', lang),
        servesCuisine: ['Indonesian'],
      });
      // The answers carry the site's pictures as absolute URLs already.
      expect(node?.image).toBe(brand.restaurantImageUrl);
      expect(brand.restaurantImageUrl.startsWith(`${SITE}/media/`)).toBe(true);
      // The seed's menus are documents of this site: named by their absolute address.
      expect(node?.hasMenu).toBe(brand.menuLink ? `${SITE}${brand.menuLink}` : undefined);
    }
    // One brand has no menu yet: it names none.
    expect(brands(lang).some((brand) => !brand.menuLink)).toBe(true);
    for (const outlet of outlets(lang)) {
      const node = byId.get(`${SITE}/our-brand#outlet-${outlet._id}`);
      expect(node?.address).toEqual({
        '@type': 'PostalAddress',
        streetAddress: outlet.address,
        addressLocality: outlet.city,
        addressCountry: 'ID',
      });
      expect(node?.parentOrganization).toEqual({ '@id': `${SITE}/our-brand#brand-${outlet.restaurantId}` });
      expect(node?.url).toBe(address(`/our-brand?city=${encodeURIComponent(outlet.city)}`, lang));
      if (outlet.phone) expect(node?.telephone).toBe(outlet.phone);
      // Every open day once, at its own hours.
      // Written as a list of whole specifications, each with a list of days (schema.org also allows a single one).
      const hours = (node?.openingHoursSpecification ?? []) as readonly {
        dayOfWeek: readonly string[];
        opens: string;
        closes: string;
      }[];
      const days = hours.flatMap((spec) => spec.dayOfWeek.map((day) => [day, spec.opens, spec.closes]));
      const open = Object.entries(outlet.openingHours).filter(([, hours]) => hours);
      expect(days).toHaveLength(open.length);
      const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
      for (const [key, hours] of open)
        expect(days).toContainEqual([names[Number(key)], clockTime(hours!.start), clockTime(hours!.end)]);
    }
    expect(graph).toHaveLength(brands(lang).length + outlets(lang).length);
  });

  test('home names the five brands it shows; pages about the group have a trail Home › the page', () => {
    expect(nodesOf<RestaurantLeaf>('/', lang, 'Restaurant').map((node) => node.name)).toEqual(
      brands(lang)
        .slice(0, 5)
        .map((brand) => brand.name),
    );
    expect(nodesOf('/', lang, 'BreadcrumbList')).toEqual([]);
    for (const [path, key] of [
      ['/about', 'nav.about'],
      ['/contact', 'nav.contact'],
      ['/career', 'nav.career'],
      ['/investor-relation', 'nav.investorRelation'],
    ]) {
      const [trail] = nodesOf<BreadcrumbListLeaf>(path, lang, 'BreadcrumbList');
      expect(trail.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: word('nav.home', lang), item: address('/', lang) },
        { '@type': 'ListItem', position: 2, name: word(key, lang), item: address(path, lang) },
      ]);
    }
  });

  test("a doctor's page: the doctor as a Physician, and the trail Home › Doctors › the speciality › the doctor", () => {
    const doctor = doctors(lang).find((row) => row.speciality === 'Dermatologist')!;
    const path = `/appointment/${doctor._id}`;
    const [physician] = nodesOf<PhysicianLeaf>(path, lang, 'Physician');
    expect(physician).toEqual({
      '@type': 'Physician',
      '@id': `${SITE}${path}#physician`,
      name: doctor.name,
      url: address(path, lang),
      image: doctor.image,
      description: doctor.about,
      medicalSpecialty: 'https://schema.org/Dermatology',
      address: {
        '@type': 'PostalAddress',
        streetAddress: `${doctor.address.line1}, ${doctor.address.line2}`,
        addressCountry: 'ID',
      },
      isAcceptingNewPatients: doctor.available,
      // The site's default currency: the fee as SPEC §9 writes it, and in US dollars.
      priceRange: `$${doctor.fees}`,
      makesOffer: { '@type': 'Offer', price: doctor.fees, priceCurrency: 'USD', url: address(path, lang) },
      parentOrganization: { '@id': `${SITE}/doctors#clinic` },
    });
    const [trail] = nodesOf<BreadcrumbListLeaf>(path, lang, 'BreadcrumbList');
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: word('nav.home', lang), item: address('/', lang) },
      { '@type': 'ListItem', position: 2, name: word('nav.doctors', lang), item: address('/doctors', lang) },
      {
        '@type': 'ListItem',
        position: 3,
        name: word('speciality.Dermatologist', lang),
        item: address('/doctors/Dermatologist', lang),
      },
      { '@type': 'ListItem', position: 4, name: doctor.name, item: address(path, lang) },
    ]);
    // An id that is no doctor's: the group only.
    expect(graphOf('/appointment/no-such-doctor', lang).map((node) => node['@type'])).toEqual(['Organization']);
  });

  test("a doctor's fee in Rupiah is priced in IDR and written as Indonesians write it; a fee of no named currency is left out", () => {
    const [doctor] = doctors(lang);
    const path = `/appointment/${doctor._id}`;
    const listing = (fields: Record<string, unknown>) => ({
      ...seeded[lang],
      doctorList: { success: true, doctors: [{ ...doctor, ...fields }] },
    });
    const [rupiah] = nodesOf<PhysicianLeaf>(path, lang, 'Physician', listing({ fees: 150000, currency: 'idr' }));
    expect(rupiah.priceRange).toBe('Rp150.000');
    expect(rupiah.makesOffer).toEqual({
      '@type': 'Offer',
      price: 150000,
      priceCurrency: 'IDR',
      url: address(path, lang),
    });
    // The group's original backend names no currency: a bare number could be either.
    const [unnamed] = nodesOf<PhysicianLeaf>(path, lang, 'Physician', listing({ currency: undefined }));
    expect(unnamed).not.toHaveProperty('priceRange');
    expect(unnamed).not.toHaveProperty('makesOffer');
    const [nonsense] = nodesOf<PhysicianLeaf>(path, lang, 'Physician', listing({ fees: 'free', currency: 'idr' }));
    expect(nonsense).not.toHaveProperty('makesOffer');
  });

  test('the doctor list: the clinic with every listed doctor; a speciality lists its own and has its trail', () => {
    const [clinic] = nodesOf<MedicalClinicLeaf>('/doctors', lang, 'MedicalClinic');
    expect(clinic.url).toBe(address('/doctors', lang));
    expect(clinic.member).toEqual(
      doctors(lang).map((doctor) =>
        expect.objectContaining({ name: doctor.name, url: address(`/appointment/${doctor._id}`, lang) }),
      ),
    );
    const path = `/doctors/${encodeURIComponent('General physician')}`;
    const [general] = nodesOf<MedicalClinicLeaf>(path, lang, 'MedicalClinic');
    expect(general.medicalSpecialty).toEqual(['https://schema.org/PrimaryCare']);
    expect(general.member).toEqual(
      doctors(lang)
        .filter((doctor) => doctor.speciality === 'General physician')
        .map((doctor) => expect.objectContaining({ name: doctor.name })),
    );
    const [trail] = nodesOf<BreadcrumbListLeaf>(path, lang, 'BreadcrumbList');
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: word('nav.home', lang), item: address('/', lang) },
      { '@type': 'ListItem', position: 2, name: word('nav.doctors', lang), item: address('/doctors', lang) },
      {
        '@type': 'ListItem',
        position: 3,
        name: word('speciality.General physician', lang),
        item: address('/doctors/General%20physician', lang),
      },
    ]);
  });
});

test('login-only pages, the login and password pages and unknown paths carry none', () => {
  for (const path of [
    '/login',
    '/reset-password',
    '/my-profile',
    '/my-appointments',
    '/verify',
    '/admin/pages',
    '/doctor',
    '/no/such/page',
  ]) {
    expect({ path, data: dataOf(path, 'id') }).toEqual({ path, data: undefined });
  }
});

test('without the answers a page still names the group, with the bundled logo; nothing the content leaves out is made up', () => {
  const graph = graphOf('/our-brand', 'en', {});
  expect(graph).toEqual([
    {
      '@type': 'Organization',
      '@id': `${SITE}/#organization`,
      name: 'Nusantara Rasa Group',
      url: `${SITE}/en`,
      logo: `${SITE}/media/logo.svg`,
    },
    expect.objectContaining({ '@type': 'BreadcrumbList' }),
  ]);
});

test('content links are kept only when they are web addresses; site paths become absolute', () => {
  const answers: Answers = {
    navbarFooter: {
      data: {
        navbar: { logo: 'https://cdn.example.com/logo.png' },
        footer: { facebookUrl: 'javascript:alert(1)', instagramUrl: '/ig', youtubeUrl: 'https://youtube.com/@group' },
      },
    },
    restaurants: {
      data: [
        {
          _id: 'r1',
          name: 'Warung',
          menuLink: 'javascript:alert(1)',
          restaurantImageUrl: 'data:image/png;base64,AAAA',
          headerImageUrl: '/media/h.webp',
        },
      ],
    },
    outlets: {
      data: [
        {
          _id: 'o1',
          restaurantId: 'r1',
          city: 'Bali',
          address: 'Jl. Pantai 1',
          openingHours: { '1': { start: 600, end: 1440 }, '2': { start: 900, end: 600 }, '3': null },
          reservationUrl: '',
        },
      ],
    },
  };
  const [organization, , brand, outlet] = graphOf('/our-brand', 'id', answers) as [
    OrganizationLeaf,
    unknown,
    RestaurantLeaf,
    RestaurantLeaf,
  ];
  expect(organization.logo).toBe('https://cdn.example.com/logo.png');
  expect(organization.sameAs).toEqual(['https://youtube.com/@group']);
  expect(brand.hasMenu).toBeUndefined();
  expect(brand.image).toBe(`${SITE}/media/h.webp`);
  // Only the day with sensible hours; a day open until midnight closes at 23:59.
  expect(outlet.openingHoursSpecification).toEqual([
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '10:00', closes: '23:59' },
  ]);
  expect(outlet.acceptsReservations).toBeUndefined();
});

test('weekly hours: days with the same hours share one specification, Monday first; times are HH:MM', () => {
  const hours = {
    '0': { start: 600, end: 1320 },
    '1': { start: 600, end: 1260 },
    '5': { start: 600, end: 1320 },
    '6': null,
  };
  expect(openingHoursOf(hours)).toEqual([
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '10:00', closes: '21:00' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday', 'Sunday'], opens: '10:00', closes: '22:00' },
  ]);
  expect([0, 5, 90, 1439, 1440].map(clockTime)).toEqual(['00:00', '00:05', '01:30', '23:59', '23:59']);
});
