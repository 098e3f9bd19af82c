import type { Dictionary } from '../../shared/dictionary/types';
import { mergeTranslations, translate } from './translate';

const bundled: Dictionary = {
  'nav.home': { id: 'Beranda', en: 'Home' },
  'nav.about': { id: 'Tentang Kami', en: 'About' },
};

test('entries with key, indonesian and english override the bundled text', () => {
  const merged = mergeTranslations(bundled, [{ key: 'nav.home', indonesian: 'Halaman Utama', english: 'Start' }]);
  expect(merged['nav.home']).toEqual({ id: 'Halaman Utama', en: 'Start' });
  expect(merged['nav.about']).toEqual(bundled['nav.about']);
});

test('entries with key_name and translations[{code, content}] override per language', () => {
  const merged = mergeTranslations(bundled, [
    { key_name: 'nav.about', translations: [{ code: 'en', content: 'About us' }] },
    {
      key_name: 'nav.new',
      translations: [
        { code: 'id', content: 'Baru' },
        { code: 'english', content: 'New' },
      ],
    },
  ]);
  expect(merged['nav.about']).toEqual({ id: 'Tentang Kami', en: 'About us' });
  expect(merged['nav.new']).toEqual({ id: 'Baru', en: 'New' });
});

test('a new key known in one language only is used for both', () => {
  const merged = mergeTranslations(bundled, [{ key: 'promo', indonesian: 'Diskon', english: '' }]);
  expect(merged.promo).toEqual({ id: 'Diskon', en: 'Diskon' });
});

test('malformed entries and answers are ignored', () => {
  expect(mergeTranslations(bundled, null)).toBe(bundled);
  expect(mergeTranslations(bundled, 'oops')).toBe(bundled);
  const merged = mergeTranslations(bundled, [null, 42, { key_name: 'x', translations: 'nope' }, { key: 5 }]);
  expect(merged).toEqual(bundled);
});

test('translate picks the language, falls back to the key, and fills parameters', () => {
  const dictionary = { greet: { id: 'Halo {name}', en: 'Hello {name}' } };
  expect(translate(dictionary, 'id', 'greet', { name: 'Sari' })).toBe('Halo Sari');
  expect(translate(dictionary, 'en', 'greet', { name: 'Sari' })).toBe('Hello Sari');
  expect(translate(dictionary, 'en', 'Slot not available')).toBe('Slot not available');
});
