// The opening of a content section: a small eyebrow label, the section's heading and an
// optional intro paragraph. The section names itself after the heading (aria-labelledby),
// and while the page's content is loading the heading and intro keep their place unseen.
import type { ReactNode } from 'react';
import { Eyebrow, Lead, Pending, SectionHeader, Title } from './ui';

type Props = {
  /** The heading's id, which the section's aria-labelledby names. */
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  /** The content behind title and intro is still loading. */
  pending: boolean;
  /** 1 for the section that opens the page. */
  level?: 1 | 2;
  /**
   * `header`: centred in its own header over the section's content; `inline`: the
   * texts stand in the column around them, beside a picture or a slider.
   */
  layout?: 'header' | 'inline';
};

export function SectionHeading({ id, eyebrow, title, intro, pending, level = 2, layout = 'header' }: Props) {
  const texts = (
    <>
      <Eyebrow>{eyebrow}</Eyebrow>
      <Title as={level === 1 ? 'h1' : 'h2'} id={id}>
        <Pending $pending={pending}>{title}</Pending>
      </Title>
      {intro !== undefined && (
        <Lead as="div">
          <Pending $pending={pending}>{intro}</Pending>
        </Lead>
      )}
    </>
  );
  return layout === 'header' ? <SectionHeader>{texts}</SectionHeader> : texts;
}
