import { changedLanguages, languagePart, mergeLanguages } from './languages';

const page = (idTitle: string, enTitle?: string) => ({
  id: { title: idTitle, banner: '/a.webp' },
  en: enTitle === undefined ? {} : { title: enTitle },
});

describe('publishing one language', () => {
  it('publishes the English text alone, leaving the Indonesian as public', () => {
    const published = page('Halo', 'Hello');
    const draft = { id: { title: 'Halo baru', banner: '/b.webp' }, en: { title: 'Hello again' } };
    expect(mergeLanguages(published, draft, ['en'])).toEqual({
      id: { title: 'Halo', banner: '/a.webp' },
      en: { title: 'Hello again' },
    });
    expect(mergeLanguages(published, draft, ['id'])).toEqual({
      id: { title: 'Halo baru', banner: '/b.webp' },
      en: { title: 'Hello' },
    });
    expect(mergeLanguages(published, draft, ['id', 'en'])).toEqual(draft);
  });

  it('keeps fields outside pairs with Indonesian', () => {
    const published = { name: 'Sate', description: { id: 'Enak', en: 'Tasty' }, cities: ['Jakarta'] };
    const draft = { name: 'Sate Baru', description: { id: 'Enak', en: 'Delicious' }, cities: ['Bandung'] };
    expect(mergeLanguages(published, draft, ['en'])).toEqual({
      name: 'Sate',
      description: { id: 'Enak', en: 'Delicious' },
      cities: ['Jakarta'],
    });
    expect(changedLanguages(published, draft)).toEqual(['id', 'en']);
    expect(changedLanguages(published, { ...published, description: { id: 'Enak', en: 'Yum' } })).toEqual(['en']);
  });

  it('counts every language as changed when nothing is public, and none without a draft', () => {
    expect(changedLanguages(null, page('Halo'))).toEqual(['id', 'en']);
    expect(changedLanguages(page('Halo'), null)).toEqual([]);
    expect(mergeLanguages(null, page('Halo'), ['en'])).toEqual(page('Halo'));
  });

  it('leaves an absent English text absent, so it falls back to Indonesian', () => {
    expect(languagePart({ description: { id: 'Enak' } }, 'en')).toBeUndefined();
    expect(mergeLanguages({ description: { id: 'A' } }, { description: { id: 'B' } }, ['en'])).toEqual({
      description: { id: 'A' },
    });
  });
});
