import type { LangCode } from '../language/languageSlice';
import { parseDocumentDate } from '../../lib/investorData';

const LOCALES: Record<LangCode, string> = { id: 'id-ID', en: 'en-GB' };

/** A document's publication date in the page's language ("30 Okt 2025"), or '' when it has none. */
export function formatDocumentDate(date: string, lang: LangCode): string {
  const parsed = parseDocumentDate(date);
  if (!parsed) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(parsed);
}
