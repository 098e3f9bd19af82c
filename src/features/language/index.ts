// What other features use of the language feature: the translator, the page title, the
// chosen language, the hook that brings a page's strings with its code, and a failed
// call's message in the visitor's language.
export { useT, type TFunction } from './useT';
export { usePageTitle } from './usePageTitle';
export { languageChosen, selectLangCode } from './languageSlice';
export { addStrings } from './loadedStrings';
export { failureText } from './failureText';
