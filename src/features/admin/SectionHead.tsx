// The head of every console page: its heading and lead (sections.ts), with the page's main
// action beside them. The console's frame shows the same head while the page's code and the
// session load, so the heading is the first thing on screen and stays where it is when the
// page arrives: the action only ever takes room beside the texts or under them, never from them.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SectionHeader } from '../../components/SectionHeader';
import { consoleHeads } from '../../shared/dictionary/consoleHeads';
import { addStrings, useT } from '../language';
import { introOf, type ConsolePagePath } from './sections';
import { RecordHead } from './consoleParts';

addStrings(consoleHeads);

/** The id of a console page's heading, for the landmarks its page labels with it. */
export const sectionTitleId = (of: ConsolePagePath) => `${of}-title`;

type SectionHeadProps = {
  of: ConsolePagePath;
  /** Instead of the stored lead: one that says what the page shows now (a count). */
  lead?: ReactNode;
  /** The page's main action (a button). */
  children?: ReactNode;
};

export function SectionHead({ of, lead, children }: SectionHeadProps) {
  const t = useT();
  const intro = introOf(of);
  return (
    <RecordHead as="header">
      <Texts>
        <SectionHeader
          id={sectionTitleId(of)}
          level={1}
          variant="page"
          layout="inline"
          title={t(intro.titleKey)}
          lead={lead ?? (intro.leadKey === undefined ? undefined : t(intro.leadKey))}
        />
      </Texts>
      {children}
    </RecordHead>
  );
}

const Texts = styled.div`
  /* Never narrower than the lead's measure allows: an action wraps under it instead. */
  flex: 0 1 auto;
  min-width: 0;
`;
