import type { LangCode } from '../../shared/language';
import { formatDate } from '../../shared/format/format';
import { utcCalendarDate } from '../../shared/calendarText';
import { parseDocumentDate } from '../../shared/investorData';

/** A document's publication date in the page's language ("30 Okt 2025"), or '' when it has none. */
export function formatDocumentDate(date: string, lang: LangCode): string {
  const parsed = parseDocumentDate(date);
  if (!parsed) return '';
  return formatDate(utcCalendarDate(parsed), lang);
}
