// The console's theme colours: the working copy (the draft where there is one) in a form that
// saves drafts, with the publish bar; only an admin publishes (KIND_TRAITS.theme), which the
// console reads from the staff session's role (the server checks it again).
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { LoadingDots } from '../../../components/LoadingDots';
import type { ThemeRecord } from '../../../shared/catalogTypes';
import { adminCatalog } from '../../../shared/dictionary/adminCatalog';
import { adminPublishing } from '../../../shared/dictionary/adminPublishing';
import { addStrings, failureText, useT } from '../../language';
import { useCanPublish } from '../publishing/useCanPublish';
import { SectionHead, sectionTitleId } from '../SectionHead';
import { useGetAdminThemeQuery } from './adminThemeApi';
import { ThemeForm } from './ThemeForm';

addStrings(adminCatalog, adminPublishing);

export default function ThemeSection() {
  const t = useT();
  const { data: theme, error, isLoading, refetch } = useGetAdminThemeQuery();
  const canPublish = useCanPublish('theme');
  // What the open form started from. A save (the autosave's too) refetches the theme for its
  // state and the form goes on with its own values; it starts again only when reloaded or
  // after a publish or a discard.
  const [opened, setOpened] = useState<{ generation: number; theme: ThemeRecord } | null>(null);
  if (theme && !opened) setOpened({ generation: 1, theme });
  const reload = useCallback(async () => {
    const { data } = await refetch();
    if (data) setOpened((open) => ({ generation: (open?.generation ?? 0) + 1, theme: data }));
  }, [refetch]);

  return (
    <Section aria-labelledby={sectionTitleId('theme')}>
      <SectionHead of="theme" />
      {isLoading && <LoadingDots label={t('admin.catalog.loading')} />}
      {error && <p role="alert">{failureText(t, error)}</p>}
      {opened && (
        <ThemeForm
          key={opened.generation}
          theme={opened.theme}
          stored={theme ?? opened.theme}
          canPublish={canPublish}
          onReload={() => void reload()}
        />
      )}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;
