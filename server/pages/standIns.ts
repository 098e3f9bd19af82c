// Pages that are one page whatever their address, but for the link of the language switch
// (app/layout/LanguageToggle.tsx, to this address in the other language): the not-found page,
// the page of a doctor who does not exist, and the list of a speciality nobody practises and
// the site does not name. Each is kept once per language, rendered at a stand-in address, and
// sent with the visitor's own address put into that link, so a flood of made-up addresses
// costs no render and never pushes the real pages out.
import type { LangCode } from '../../src/shared/language';
import { addressIn, plainPath } from '../../src/shared/routing/languageAddress';
import type { ReadName } from '../../src/shared/routing/publicReads';
import type { RouteMatch } from '../../src/shared/routing/routeTable';
import { minuteEnd } from '../../src/shared/routing/serverRender';
import { prepareText, type MadeNow } from '../http/caching';
import { splicedGzip, splicePage, type SplicedPage } from '../http/splicedGzip';
import type { PreparedAnswer } from '../services/answerCache';
import { doctorRows } from './answerValues';
import { escapeAttribute, HTML_TYPE } from './htmlText';
import type { PageCache, PageSource } from './pageCache';
import { knowsSpeciality } from './pageKeys';

export type StandInKind = 'not-found' | 'no-doctor' | 'no-speciality';

/** The made-up segment of every stand-in address: it must show once, in the switch's link. */
export const STAND_IN_SEGMENT = 'zz-no-such-page';

export const STAND_IN_PATHS: Record<StandInKind, string> = {
  'not-found': `/${STAND_IN_SEGMENT}`,
  'no-doctor': `/appointment/${STAND_IN_SEGMENT}`,
  'no-speciality': `/doctors/${STAND_IN_SEGMENT}`,
};

/** The stand-in a matched page is, read from its answers; undefined for a page of its own. */
export function standInOf(match: RouteMatch, answerOf: (read: ReadName) => unknown): StandInKind | undefined {
  if (match.name === 'appointment')
    return doctorRows(answerOf).some((doctor) => doctor._id === match.params.docId) ? undefined : 'no-doctor';
  if (match.name === 'doctorsBySpeciality')
    return knowsSpeciality(match.params.speciality ?? '', answerOf) ? undefined : 'no-speciality';
  return undefined;
}

/** The language switch's link as the page writes it at `address` in `lang`. */
const switchLink = (address: string, lang: LangCode) =>
  `href="${escapeAttribute(addressIn(plainPath(address), lang === 'en' ? 'id' : 'en'))}"`;

export type MadePage = { html: string; rendered: boolean; minute?: number };

/** Makes the page at a stand-in path (not yet in its language): its HTML, and the cached answers it came from. */
export type MakeStandIn = (path: string) => Promise<{ made: MadePage; sources: PageSource[] }>;

/**
 * The stand-in page of `kind` for `address` in `lang`: the kept one with the visitor's address
 * in its language switch, or, when none is kept, one made now by `make` and kept. A kept one
 * also keeps its gzip in two parts around that link (http/splicedGzip.ts), so an answer costs
 * no compression.
 */
export function createStandIns(cache: PageCache) {
  const spliced = new WeakMap<PreparedAnswer, SplicedPage>();

  return async function standIn(
    kind: StandInKind,
    lang: LangCode,
    address: string,
    make: MakeStandIn,
  ): Promise<MadeNow> {
    const key = `${lang} stand-in ${kind}`;
    const standLink = switchLink(addressIn(STAND_IN_PATHS[kind], lang), lang);
    const link = switchLink(address, lang);
    const kept = cache.fresh(key);
    const parts = kept && spliced.get(kept.answer);
    if (parts) return { body: parts.head + link + parts.tail, gzip: () => splicedGzip(parts, link) };
    const html = await cache.once(key, async () => {
      const { made, sources } = await make(STAND_IN_PATHS[kind]);
      // Kept only when the switch's link is the one place the address shows.
      const [head, tail, ...more] = made.html.split(standLink);
      const onlyInSwitch = tail !== undefined && more.length === 0 && made.html.split(STAND_IN_SEGMENT).length === 2;
      if (made.rendered && sources.length > 0 && onlyInSwitch) {
        const answer = prepareText(made.html, HTML_TYPE);
        spliced.set(answer, splicePage(head, tail));
        cache.keep(key, { answer, sources, until: made.minute === undefined ? undefined : minuteEnd(made.minute) });
      }
      return made.html;
    });
    return { body: html.replace(standLink, () => link) };
  };
}
