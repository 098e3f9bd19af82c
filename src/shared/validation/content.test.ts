import { contentMessages, documentSchema, englishOverlay, isSafeContactUrl, isSafeUrl } from './content';
import { CONTENT_FIELDS, type Fields } from './contentFields';

test('links: http(s) and site-relative paths only', () => {
  for (const good of ['https://example.com/a?b=1', 'http://example.com', '/media/x.webp', '/'])
    expect([good, isSafeUrl(good)]).toEqual([good, true]);
  for (const bad of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '/\\evil.example',
    'https://',
    'media/x.webp',
    '/a b',
    'https://x.example/"onload',
    'vbscript:x',
  ])
    expect([bad, isSafeUrl(bad)]).toEqual([bad, false]);
});

test('contact links (a job’s application) may also write or call: mailto: and tel:', () => {
  const good = [
    'mailto:karier@nusantararasa.co.id',
    'mailto:karier@nusantararasa.co.id?subject=Lamaran%3A%20Juru%20Masak',
    'tel:+62215790812',
    '/contact?subject=Lamaran%3A%20Juru%20Masak#contact-form',
    'https://wa.me/6281288001470?text=Halo',
  ];
  for (const link of good) expect([link, isSafeContactUrl(link)]).toEqual([link, true]);
  for (const bad of [
    'mailto:',
    'mailto:nobody',
    'mailto:a@b.c"onclick',
    'tel:',
    'tel:call-me',
    'javascript:alert(1)',
    'mailto:a@b.co\nBcc:x@y.z',
  ])
    expect([bad, isSafeContactUrl(bad)]).toEqual([bad, false]);
  // Other links stay web addresses and paths only.
  expect(isSafeUrl('mailto:karier@nusantararasa.co.id')).toBe(false);
});

test('a job’s application link accepts a mailto: address; a social link does not', async () => {
  const career = documentSchema('career', 'id');
  const job = {
    _id: 'job-1',
    jobName: 'Juru Masak',
    title: 'Juru Masak',
    jobSalary: 'Rp 1',
    jobImageUrl: '/media/job.webp',
    qualifications: 'A',
  };
  const body = (jobFormUrl: string) => ({
    banner: { title: 'Karier', subtitle: 'S', backgroundImageUrl: '/media/b.webp', buttonText: 'Lihat' },
    jobsTitle: 'Lowongan',
    jobsDescription: 'D',
    jobs: [{ ...job, jobFormUrl }],
  });
  await expect(career.validate(body('mailto:karier@nusantararasa.co.id?subject=Lamaran'))).resolves.toBeTruthy();
  await expect(career.validate(body('/contact?subject=Lamaran#contact-form'))).resolves.toBeTruthy();
  await expect(career.validate(body('javascript:alert(1)'))).rejects.toThrow(contentMessages.badContactUrl);
  const footer = CONTENT_FIELDS['navbar-footer'].footer;
  expect(footer.kind === 'group' && footer.fields.facebookUrl).toEqual({ kind: 'url', optional: true });
});

test('the English body keeps only its own text, lists laid out in the Indonesian order', () => {
  const id = {
    headerTitle: 'Judul',
    getInTouchImageUrl: '/media/a.webp',
    employees: [
      { _id: 'a', title: '1', subTitle: 'Satu', text: 'Teks' },
      { _id: 'b', title: '2', subTitle: 'Dua', text: 'Teks' },
      { _id: 'c', title: '3', subTitle: 'Tiga', text: 'Teks' },
    ],
  };
  const en = {
    headerTitle: '',
    getInTouchImageUrl: '/media/other.webp',
    employees: [
      { _id: 'b', title: '', subTitle: 'Two', text: '' },
      { _id: 'x', subTitle: 'Nobody' },
      { _id: 'c', subTitle: '' },
    ],
  };
  expect(englishOverlay(CONTENT_FIELDS.home, id, en)).toEqual({
    employees: [{ _id: 'a' }, { _id: 'b', subTitle: 'Two' }],
  });
  expect(
    englishOverlay(
      CONTENT_FIELDS.investor,
      { dividendHistory: { description: 'D', years: [{ year: '2025', value: 'Rp 1' }] } },
      {
        dividendHistory: { years: [{ year: '1999', value: 'IDR 1' }] },
      },
    ),
  ).toEqual({ dividendHistory: { years: [{ value: 'IDR 1' }] } });
});

test('every message and field label is in the dictionary in both languages', async () => {
  const { allStrings } = await import('../dictionary');
  const { fieldLabelKey } = await import('../dictionary/adminPages');
  for (const message of Object.values(contentMessages)) {
    expect(allStrings[message]?.en).toBe(message);
    expect(allStrings[message]?.id).not.toBe(message);
  }
  const names = new Set<string>();
  const walk = (fields: Fields) => {
    for (const [name, field] of Object.entries(fields)) {
      names.add(name);
      if (field.kind === 'group') walk(field.fields);
      if (field.kind === 'list') walk(field.item);
    }
  };
  for (const fields of Object.values(CONTENT_FIELDS)) walk(fields);
  for (const name of names) expect([name, allStrings[fieldLabelKey(name)]?.en !== name]).toEqual([name, true]);
});
