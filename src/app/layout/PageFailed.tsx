import styled from 'styled-components';
import { Button } from '../../components/Button';
import { ButtonLink } from '../../components/ButtonLink';
import { addStrings } from '../../features/language/loadedStrings';
import { useT } from '../../features/language/useT';
import { pageFailed } from '../../shared/dictionary/pageFailed';
import { paths } from '../../shared/routing/paths';

// The fallback's strings come with its code (see features/language/loadedStrings.ts).
addStrings(pageFailed);

/** What a page that failed to render shows in its place (./PageErrorBoundary.tsx). */
export default function PageFailed() {
  const t = useT();
  return (
    <Wrapper role="alert">
      <h1>{t('pageFailed.title')}</h1>
      <p>{t('pageFailed.text')}</p>
      <Actions>
        <ButtonLink to={paths.home}>{t('pageFailed.home')}</ButtonLink>
        <Button type="button" $variant="secondary" onClick={() => window.location.reload()}>
          {t('pageFailed.reload')}
        </Button>
      </Actions>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: 96px 20px;
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
  margin-top: 8px;
`;
