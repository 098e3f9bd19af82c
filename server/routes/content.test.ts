import { and, asc, eq } from 'drizzle-orm';
import { contentDocuments, restaurants } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const english = { 'accept-language': 'en' };

async function editDocument(slug: string, lang: 'id' | 'en', edit: (body: Record<string, unknown>) => void) {
  const where = and(eq(contentDocuments.slug, slug), eq(contentDocuments.lang, lang));
  const [row] = await t.db.select().from(contentDocuments).where(where);
  const body = structuredClone(row.body) as Record<string, unknown>;
  edit(body);
  await t.db.update(contentDocuments).set({ body, updatedAt: new Date() }).where(where);
}

const RESTAURANT_KEYS = [
  '_id',
  'name',
  'description',
  'headerImageUrl',
  'restaurantImageUrl',
  'logoImageUrl',
  'foodImageUrl',
  'cities',
  'menuLink',
];

describe('GET /api/restaurants', () => {
  test('lists every restaurant in position order with the SPEC §3 fields', async () => {
    const res = await get('/api/restaurants');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const rows = await t.db.select().from(restaurants).orderBy(asc(restaurants.position));
    expect(body.data.map((r: { _id: string }) => r._id)).toEqual(rows.map((row) => row.id));
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    for (const restaurant of body.data) {
      expect(Object.keys(restaurant).sort()).toEqual([...RESTAURANT_KEYS].sort());
      expect(Array.isArray(restaurant.cities)).toBe(true);
      expect(typeof restaurant.description).toBe('string');
    }
  });

  test('describes each restaurant in the asked language, Indonesian when English is missing', async () => {
    const [first, second] = await t.db.select().from(restaurants).orderBy(asc(restaurants.position));
    await t.db
      .update(restaurants)
      .set({ description: { id: 'Sate arang khas pesisir.', en: 'Coastal charcoal satay.' } })
      .where(eq(restaurants.id, first.id));
    await t.db
      .update(restaurants)
      .set({ description: { id: 'Hanya dalam bahasa Indonesia.' } })
      .where(eq(restaurants.id, second.id));
    const id = (await get('/api/restaurants')).json().data;
    const en = (await get('/api/restaurants', english)).json().data;
    expect(id[0].description).toBe('Sate arang khas pesisir.');
    expect(en[0].description).toBe('Coastal charcoal satay.');
    expect(en[1].description).toBe('Hanya dalam bahasa Indonesia.');
    expect(id[0].name).toBe(en[0].name);
  });

  test('answers 304 to a matching ETag and a fresh body after a change', async () => {
    const first = await get('/api/restaurants');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();
    expect(first.headers.vary).toMatch(/Accept-Language/);
    expect((await get('/api/restaurants', { 'if-none-match': etag })).statusCode).toBe(304);
    // The English list is a different representation.
    expect((await get('/api/restaurants', { ...english, 'if-none-match': etag })).statusCode).toBe(200);

    const [row] = await t.db.select().from(restaurants).orderBy(asc(restaurants.position)).limit(1);
    await t.db
      .update(restaurants)
      .set({ name: `${row.name} Baru`, updatedAt: new Date() })
      .where(eq(restaurants.id, row.id));
    const changed = await get('/api/restaurants', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data[0].name).toBe(`${row.name} Baru`);
  });
});

describe('GET /api/home-content', () => {
  test('answers every SPEC §3 home field, with the restaurants list inside', async () => {
    const res = await get('/api/home-content');
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    for (const key of [
      'headerTitle',
      'headerDescription',
      'restaurantSectionTitle',
      'restaurantSectionDescription',
      'employeeSectionTitle',
      'employeeSectionDescription',
      'getInTouchTitle',
      'getInTouchImageUrl',
      'getInTouchBgImageUrl',
    ]) {
      expect(typeof data[key]).toBe('string');
      expect(data[key]).not.toBe('');
    }
    expect(data.banners.length).toBeGreaterThan(0);
    for (const banner of data.banners)
      expect(banner).toEqual(expect.objectContaining({ _id: expect.any(String), imageUrl: expect.any(String) }));
    for (const employee of data.employees)
      expect(Object.keys(employee)).toEqual(expect.arrayContaining(['_id', 'title', 'subTitle', 'text']));
    const list = (await get('/api/restaurants')).json().data;
    expect(data.restaurants).toEqual(list);
  });

  test('answers English texts on Accept-Language: en and Indonesian otherwise', async () => {
    const id = (await get('/api/home-content')).json().data;
    const en = (await get('/api/home-content', english)).json().data;
    const other = (await get('/api/home-content', { 'accept-language': 'fr-FR,fr;q=0.9' })).json().data;
    expect(en.headerTitle).not.toBe(id.headerTitle);
    expect(other.headerTitle).toBe(id.headerTitle);
    // Pictures are shared by both languages.
    expect(en.banners.map((b: { imageUrl: string }) => b.imageUrl)).toEqual(
      id.banners.map((b: { imageUrl: string }) => b.imageUrl),
    );
  });

  test('a field missing from the English document falls back to Indonesian, the rest stays English', async () => {
    const before = (await get('/api/home-content', english)).json().data;
    await editDocument('home', 'en', (body) => {
      delete body.headerTitle;
    });
    const id = (await get('/api/home-content')).json().data;
    const en = (await get('/api/home-content', english)).json().data;
    expect(en.headerTitle).toBe(id.headerTitle);
    expect(en.headerDescription).toBe(before.headerDescription);
    expect(en.headerDescription).not.toBe(id.headerDescription);
  });

  test('is revalidated with its ETag or Last-Modified, and changes when a restaurant does', async () => {
    const first = await get('/api/home-content');
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(first.headers['cache-control']).toMatch(/must-revalidate/);
    const byTag = await get('/api/home-content', { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect((await get('/api/home-content', { 'if-modified-since': lastModified })).statusCode).toBe(304);

    // Last-Modified is the newest of the document and the restaurants.
    const later = new Date(Date.parse(lastModified) + 60_000);
    const [row] = await t.db.select().from(restaurants).orderBy(asc(restaurants.position)).limit(1);
    await t.db
      .update(restaurants)
      .set({ cities: [...row.cities, 'Makassar'], updatedAt: later })
      .where(eq(restaurants.id, row.id));
    const after = await get('/api/home-content', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers['last-modified']).toBe(later.toUTCString());
    expect(after.json().data.restaurants[0].cities).toContain('Makassar');
  });
});

describe('GET /api/about-content', () => {
  test('answers banner, aboutFood, ourRestaurants, ourProducts and news in both languages', async () => {
    const id = await get('/api/about-content');
    expect(id.statusCode).toBe(200);
    const data = id.json().data;
    expect(data.banner).toEqual(
      expect.objectContaining({
        title: expect.any(String),
        subtitle: expect.any(String),
        description: expect.any(String),
        backgroundImageUrl: expect.any(String),
      }),
    );
    expect(typeof data.aboutFood.video).toBe('string');
    expect(data.ourRestaurants).toEqual(
      expect.objectContaining({
        title: expect.any(String),
        secondTitle: expect.any(String),
        description: expect.any(String),
        chefImage: expect.any(String),
      }),
    );
    expect(data.ourProducts.foodImages.length).toBeGreaterThan(0);
    expect(data.ourProducts.foodImages.length).toBeLessThanOrEqual(6);
    for (const food of data.ourProducts.foodImages) {
      expect(Object.keys(food)).toEqual(expect.arrayContaining(['_id', 'foodName', 'foodDescription', 'foodImageUrl']));
    }
    for (const item of data.news.items)
      expect(Object.keys(item)).toEqual(expect.arrayContaining(['_id', 'title', 'description', 'imageUrl']));
    const en = (await get('/api/about-content', english)).json().data;
    expect(en.banner.title).not.toBe(data.banner.title);
    expect(en.ourProducts.foodImages.map((f: { _id: string }) => f._id)).toEqual(
      data.ourProducts.foodImages.map((f: { _id: string }) => f._id),
    );
  });

  test('a missing English product name falls back to the Indonesian one', async () => {
    await editDocument('about', 'en', (body) => {
      const products = body.ourProducts as { foodImages: Record<string, unknown>[] };
      delete products.foodImages[0].foodName;
    });
    const id = (await get('/api/about-content')).json().data;
    const en = (await get('/api/about-content', english)).json().data;
    expect(en.ourProducts.foodImages[0].foodName).toBe(id.ourProducts.foodImages[0].foodName);
  });
});

describe('GET /api/contact-content, /api/career-content, /api/our-brand-content', () => {
  test('contact content has its banner and form texts', async () => {
    const res = await get('/api/contact-content');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.banner).toEqual(
      expect.objectContaining({
        title: expect.any(String),
        subtitle: expect.any(String),
        backgroundImageUrl: expect.any(String),
      }),
    );
    expect(typeof data.formTitle).toBe('string');
    expect(typeof data.formDescription).toBe('string');
    const en = (await get('/api/contact-content', english)).json().data;
    expect(en.formTitle).not.toBe(data.formTitle);
  });

  test('career content has its banner and jobs', async () => {
    const res = await get('/api/career-content', english);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(typeof data.banner.title).toBe('string');
    expect(typeof data.banner.buttonText).toBe('string');
    expect(data.jobs.length).toBeGreaterThan(0);
    for (const job of data.jobs) {
      expect(Object.keys(job)).toEqual(
        expect.arrayContaining(['_id', 'jobName', 'title', 'jobSalary', 'jobImageUrl', 'qualifications', 'jobFormUrl']),
      );
    }
  });

  test('our-brand content has its banner, benefits and about-food block', async () => {
    const res = await get('/api/our-brand-content');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(typeof data.banner.title).toBe('string');
    expect(data.benefits.length).toBeGreaterThan(0);
    for (const benefit of data.benefits)
      expect(Object.keys(benefit)).toEqual(expect.arrayContaining(['_id', 'name', 'description', 'logoImageUrl']));
    expect(typeof data.aboutFood.title).toBe('string');
    expect(typeof data.restaurantsTitle).toBe('string');
  });

  test.each(['/api/contact-content', '/api/career-content', '/api/our-brand-content', '/api/about-content'])(
    '%s is cacheable',
    async (url) => {
      const first = await get(url, english);
      expect(first.headers.etag).toBeTruthy();
      expect(first.headers['last-modified']).toBeTruthy();
      expect((await get(url, { ...english, 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    },
  );

  test('a page whose document is gone answers 404 as JSON', async () => {
    await t.db.delete(contentDocuments).where(eq(contentDocuments.slug, 'contact'));
    const res = await get('/api/contact-content');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Content not found' });
  });
});
