import { languageChosen, languageSlice, readStoredLanguage, selectLangCode, selectLanguage } from './languageSlice';
import { type Language } from '../../shared/language';

const reduce = languageSlice.reducer;
const wrap = (language: { language: Language }) => ({ language });

test('Indonesian is the default language', () => {
  const state = reduce(undefined, { type: 'init' });
  expect(selectLanguage(wrap(state))).toBe('indonesian');
  expect(selectLangCode(wrap(state))).toBe('id');
});

test('languageChosen switches to English and back', () => {
  const english = reduce(undefined, languageChosen('english'));
  expect(selectLanguage(wrap(english))).toBe('english');
  expect(selectLangCode(wrap(english))).toBe('en');
  expect(selectLanguage(wrap(reduce(english, languageChosen('indonesian'))))).toBe('indonesian');
});

test('only the two site languages are accepted', () => {
  const state = reduce({ language: 'english' }, languageChosen('klingon' as Language));
  expect(state.language).toBe('english');
});

test('the stored preference is restored only when it is one of the two languages', () => {
  localStorage.setItem('preferredLanguage', 'english');
  expect(readStoredLanguage(localStorage)).toBe('english');
  localStorage.setItem('preferredLanguage', 'french');
  expect(readStoredLanguage(localStorage)).toBeNull();
  localStorage.removeItem('preferredLanguage');
  expect(readStoredLanguage(localStorage)).toBeNull();
});
