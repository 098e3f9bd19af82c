// English content documents only hold what differs from Indonesian; these helpers
// lay English over Indonesian field by field, so a missing translation falls back.
import type { LocalizedText } from '../db/schema';
import type { LangCode } from '../../src/shared/language';

export { overlay } from '../../src/shared/contentOverlay';

export function localizeText(text: LocalizedText, lang: LangCode): string {
  return lang === 'en' && text.en ? text.en : text.id;
}
