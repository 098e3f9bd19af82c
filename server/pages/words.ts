// The site's words in a page's language, for what the server writes into a page's HTML
// (its head, its structured data): the bundled dictionary, as the page shows them before
// any edit an editor made through /api/translations reaches the browser.
import { allStrings } from '../../src/shared/dictionary';
import type { LangCode } from '../../src/shared/language';

/** A dictionary entry in the language, its {name} parameters filled in; the key itself when there is none. */
export type Words = (key: string, params?: Record<string, string>) => string;

export function wordsIn(lang: LangCode): Words {
  return (key, params) => {
    const found = allStrings[key]?.[lang] ?? key;
    return params ? found.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole) : found;
  };
}

/** A speciality as the doctor pages name it; one the dictionary does not know, as stored. */
export function specialityName(speciality: string, words: Words): string {
  const label = words(`speciality.${speciality}`);
  return label === `speciality.${speciality}` ? speciality : label;
}
