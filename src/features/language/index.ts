// What other features use of the language feature: the translator, the page title, the
// chosen language, and the hook that brings a page's strings with its code.
export { useT, type TFunction } from './useT';
export { usePageTitle } from './usePageTitle';
export { languageChosen, selectLangCode } from './languageSlice';
export { addStrings } from './loadedStrings';
