import { eq } from 'drizzle-orm';
import { contentDocuments } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { DOCUMENT_CATEGORIES } from '../../src/shared/investorData';
import { INVESTOR_NOT_FOUND } from '../../src/shared/messages/content';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/investor-relation', headers });

const doc = (id: string, title: string, url: string, extra: Partial<{ detail: string; date: string }> = {}) => ({
  _id: id,
  title,
  detail: extra.detail ?? '',
  url,
  date: extra.date ?? '2024',
});

const indonesian = {
  banner: {
    backgroundImageUrl: '/media/investor-banner.webp',
    mainTitle: 'Hubungan Investor',
    subTitle: 'Keterbukaan untuk pemegang saham',
  },
  financialInformation: [
    doc('fi-2024', 'Laporan Keuangan 2024', '/documents/financial-2024.pdf', { detail: 'Laporan keuangan tahunan' }),
  ],
  generalMeetingOfShareholders: [doc('gms-2024', 'RUPS Tahunan 2024', '/documents/gms-2024.pdf')],
  sharesOwnership: [doc('so-2024', 'Kepemilikan Saham 2024', '/documents/shares-2024.pdf')],
  ipoProspectus: [doc('ipo', 'Prospektus IPO', '/documents/ipo.pdf', { date: '2019' })],
  annualReport: [doc('ar-2024', 'Laporan Tahunan 2024', '/documents/annual-2024.pdf')],
  transparencyOfInformation: [
    doc('ti-1', 'Keterbukaan Informasi Dividen', '/documents/transparency-dividend.pdf'),
    doc('ti-2', 'Perubahan Direksi', 'https://res.cloudinary.com/demo/raw/upload/v1/ir/directors.pdf'),
  ],
  dividendHistory: {
    description: 'Riwayat pembagian dividen tunai.',
    years: [
      { year: '2024', value: 'Rp 45 per saham' },
      { year: '2023', value: 'Rp 40 per saham' },
    ],
  },
};

// English holds only what differs: the rest falls back to Indonesian.
const english = {
  banner: { mainTitle: 'Investor Relation', subTitle: '' },
  financialInformation: [{ title: 'Financial Statements 2024' }],
  transparencyOfInformation: [{ title: 'Dividend Disclosure' }, { title: 'Change of Directors' }],
  dividendHistory: { description: 'History of cash dividend payments.', years: [{ value: 'IDR 45 per share' }] },
};

async function storeInvestor(id: unknown, en: unknown) {
  await t.db.delete(contentDocuments).where(eq(contentDocuments.slug, 'investor'));
  const updatedAt = new Date('2025-03-01T08:00:00Z');
  await t.db.insert(contentDocuments).values([
    { slug: 'investor', lang: 'id', body: id, updatedAt },
    { slug: 'investor', lang: 'en', body: en, updatedAt },
  ]);
}

describe('GET /api/investor-relation with the seeded data', () => {
  test('answers success with the banner, the six document lists and the dividend history', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.banner.mainTitle).toBeTruthy();
    for (const category of DOCUMENT_CATEGORIES) {
      expect(Array.isArray(body.data[category])).toBe(true);
      expect(body.data[category].length).toBeGreaterThan(0);
    }
    expect(body.data.dividendHistory.description).toBeTruthy();
    expect(body.data.dividendHistory.years.length).toBeGreaterThan(0);
    // Transparency documents are PDFs to download.
    for (const item of body.data.transparencyOfInformation) expect(item.url).toMatch(/\.pdf($|\?)/);
  });

  test('the seed holds both languages', async () => {
    const id = (await get({ 'accept-language': 'id' })).json().data;
    const en = (await get({ 'accept-language': 'en' })).json().data;
    expect(en.banner.mainTitle).not.toBe(id.banner.mainTitle);
    expect(en.dividendHistory.description).not.toBe(id.dividendHistory.description);
  });
});

describe('GET /api/investor-relation languages and fallback', () => {
  beforeAll(() => storeInvestor(indonesian, english));

  test('answers Indonesian by default and for languages it does not have', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'accept-language': 'id' },
      { 'accept-language': 'fr-FR,fr;q=0.9' },
    ];
    for (const headers of variants) {
      const res = await get(headers);
      // The banner goes out as an absolute URL on APP_URL (http/sitePictures.ts); documents as stored.
      expect(res.json()).toEqual({
        success: true,
        data: {
          ...indonesian,
          banner: { ...indonesian.banner, backgroundImageUrl: `${t.config.appUrl}/media/investor-banner.webp` },
        },
      });
    }
  });

  test('answers English where translated and Indonesian per missing field', async () => {
    const data = (await get({ 'accept-language': 'en' })).json().data;
    expect(data.banner).toEqual({
      backgroundImageUrl: `${t.config.appUrl}/media/investor-banner.webp`,
      mainTitle: 'Investor Relation',
      // An empty English text is no translation.
      subTitle: 'Keterbukaan untuk pemegang saham',
    });
    expect(data.financialInformation[0]).toEqual({
      ...indonesian.financialInformation[0],
      title: 'Financial Statements 2024',
    });
    expect(data.transparencyOfInformation.map((d: { title: string }) => d.title)).toEqual([
      'Dividend Disclosure',
      'Change of Directors',
    ]);
    expect(data.annualReport).toEqual(indonesian.annualReport);
    expect(data.dividendHistory).toEqual({
      description: 'History of cash dividend payments.',
      years: [
        { year: '2024', value: 'IDR 45 per share' },
        { year: '2023', value: 'Rp 40 per saham' },
      ],
    });
  });

  test('is cacheable: ETag, Last-Modified, Vary, and 304 on revalidation', async () => {
    const first = await get({ 'accept-language': 'en' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['last-modified']).toBe(new Date('2025-03-01T08:00:00Z').toUTCString());
    expect(first.headers.vary).toMatch(/Accept-Language/);
    expect(first.headers['cache-control']).toMatch(/must-revalidate/);

    const byTag = await get({ 'accept-language': 'en', 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');

    const byDate = await get({
      'accept-language': 'en',
      'if-modified-since': first.headers['last-modified'] as string,
    });
    expect(byDate.statusCode).toBe(304);

    // The Indonesian answer is a different representation with its own tag.
    const otherLanguage = await get({ 'accept-language': 'id', 'if-none-match': etag });
    expect(otherLanguage.statusCode).toBe(200);
  });

  test('a changed document gets a new ETag', async () => {
    const before = (await get()).headers.etag;
    await storeInvestor({ ...indonesian, banner: { ...indonesian.banner, mainTitle: 'Investor' } }, english);
    const after = await get({ 'if-none-match': before as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.banner.mainTitle).toBe('Investor');
  });

  test('a partly filled document still answers every list and string field', async () => {
    await storeInvestor(
      {
        banner: { mainTitle: 'Investor' },
        annualReport: [{ title: 'AR', url: '/documents/ar.pdf', date: 2023 }],
        dividendHistory: { years: [{ year: 2022, value: 12 }] },
      },
      {},
    );
    const data = (await get({ 'accept-language': 'en' })).json().data;
    expect(data.banner).toEqual({ backgroundImageUrl: '', mainTitle: 'Investor', subTitle: '' });
    expect(data.annualReport).toEqual([{ _id: '1', title: 'AR', detail: '', url: '/documents/ar.pdf', date: '2023' }]);
    expect(data.financialInformation).toEqual([]);
    expect(data.transparencyOfInformation).toEqual([]);
    expect(data.dividendHistory).toEqual({ description: '', years: [{ year: '2022', value: '12' }] });
  });

  test('without an investor document it is a JSON 404', async () => {
    await t.db.delete(contentDocuments).where(eq(contentDocuments.slug, 'investor'));
    const res = await get();
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: INVESTOR_NOT_FOUND });
  });
});
