// The site's words in a page's language, for what the server writes into a page's HTML
// (its head, its structured data): the bundled dictionary, as the page shows them before
// any edit an editor made through /api/translations reaches the browser; and the few words
// only the server writes (a share preview's notice), kept here so the web app's bundle
// carries none of them.
import { allStrings } from '../../src/shared/dictionary';
import type { Dictionary } from '../../src/shared/dictionary/types';
import { PREVIEW_LINK_INVALID } from '../../src/shared/messages/publishing';
import type { LangCode } from '../../src/shared/language';

/** Words only the server's pages show (pages/draftPreview.ts). */
const SERVER_PAGE_STRINGS: Dictionary = {
  'preview.draft': {
    id: 'Pratinjau draf — belum dipublikasikan. Tautan ini berlaku sampai {until}.',
    en: 'Draft preview — not published. This link works until {until}.',
  },
  'preview.noDraft': {
    id: 'Tidak ada perubahan yang belum dipublikasikan: ini halaman seperti yang tayang sekarang. Tautan ini berlaku sampai {until}.',
    en: 'There are no unpublished changes: this is the page as it is published. This link works until {until}.',
  },
  [PREVIEW_LINK_INVALID]: {
    id: 'Tautan pratinjau ini tidak berlaku atau sudah kedaluwarsa',
    en: PREVIEW_LINK_INVALID,
  },
  // A valid link opened where the site shows the other language (a plain address follows the
  // visitor's saved language): the page it previews cannot be shown in this one.
  'preview.forLanguage.id': {
    id: 'Tautan ini untuk halaman berbahasa Indonesia: ganti bahasa situs ke Bahasa Indonesia, lalu buka tautan ini lagi.',
    en: 'This link is for the page in Indonesian: switch the site to Indonesian, then open this link again.',
  },
  'preview.forLanguage.en': {
    id: 'Tautan ini untuk halaman berbahasa Inggris: ganti bahasa situs ke bahasa Inggris, lalu buka tautan ini lagi.',
    en: 'This link is for the page in English: switch the site to English, then open this link again.',
  },
  'preview.openPublished': { id: 'Buka halaman yang tayang', en: 'Open the published page' },
};

/** A dictionary entry in the language, its {name} parameters filled in; the key itself when there is none. */
export type Words = (key: string, params?: Record<string, string>) => string;

export function wordsIn(lang: LangCode): Words {
  return (key, params) => {
    const found = (SERVER_PAGE_STRINGS[key] ?? allStrings[key])?.[lang] ?? key;
    return params ? found.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole) : found;
  };
}

/** A speciality as the doctor pages name it; one the dictionary does not know, as stored. */
export function specialityName(speciality: string, words: Words): string {
  const label = words(`speciality.${speciality}`);
  return label === `speciality.${speciality}` ? speciality : label;
}
