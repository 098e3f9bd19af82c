import { useCallback, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../state/hooks';
import { media } from '../../components/theme';
import { PageBanner } from '../../components/PageBanner';
import type { InvestorData } from '../../shared/contentTypes';
import type { DocumentCategory } from '../../shared/investorData';
import { investor } from '../../shared/dictionary/investor';
import { addStrings, selectLangCode, usePageTitle, useT } from '../language';
import { categoryFromSlug, categoryLabelKey, type InvestorCategory } from './categories';
import { CategoryMenu } from './CategoryMenu';
import { DividendHistory } from './DividendHistory';
import { DocumentsTable } from './DocumentsTable';
import { DownloadsTable } from './DownloadsTable';
import { INVESTOR_FALLBACK_BANNER } from '../../shared/content/fallbacks';
import { useInvestorRelation } from './investorApi';

// This page's strings come with its code (see features/language/loadedStrings.ts).
addStrings(investor);

/**
 * Investor relation (SPEC §2): the seven categories on the left (above the content on a
 * phone), the chosen one's table or list on the right. The chosen category lives in the
 * address (?category=…) so it can be linked to and survives a reload. A failed fetch
 * shows empty lists and no message (SPEC §8).
 */
export default function InvestorRelationPage() {
  const t = useT();
  usePageTitle('nav.investorRelation');
  const lang = useAppSelector(selectLangCode);
  const { data, isLoading } = useInvestorRelation(lang);
  const [params, setParams] = useSearchParams();
  const selected = categoryFromSlug(params.get('category'));
  const ids = useId();
  const panelId = `${ids}-panel`;
  const tabId = useCallback((category: InvestorCategory) => `${ids}-tab-${category.slug}`, [ids]);

  const select = (category: InvestorCategory) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('category', category.slug);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const label = t(categoryLabelKey(selected));
  return (
    <>
      <PageBanner
        image={data.banner.backgroundImageUrl}
        fallbackImage={INVESTOR_FALLBACK_BANNER}
        eyebrow={t('nav.investorRelation')}
        title={data.banner.mainTitle || t('nav.investorRelation')}
        subtitle={data.banner.subTitle || t('investor.bannerSubtitle')}
        pending={isLoading}
      />
      <Body>
        <Columns>
          <CategoryMenu selected={selected} onSelect={select} panelId={panelId} tabId={tabId} />
          <Panel
            id={panelId}
            role="tabpanel"
            aria-labelledby={tabId(selected)}
            tabIndex={0}
            aria-busy={isLoading || undefined}
          >
            <PanelHeader>
              <h2>{label}</h2>
              {!isLoading && selected.kind !== 'dividends' && (
                <Count>{countLabel(t, data[selected.key as DocumentCategory].length)}</Count>
              )}
            </PanelHeader>
            {isLoading ? (
              <Loading role="status">{t('Loading...')}</Loading>
            ) : (
              <CategoryContent category={selected} data={data} caption={label} />
            )}
          </Panel>
        </Columns>
      </Body>
    </>
  );
}

function countLabel(t: ReturnType<typeof useT>, count: number): string {
  return count === 1 ? t('investor.documentCountOne') : t('investor.documentCount', { count });
}

function CategoryContent({
  category,
  data,
  caption,
}: {
  category: InvestorCategory;
  data: InvestorData;
  caption: string;
}) {
  if (category.kind === 'dividends') return <DividendHistory history={data.dividendHistory} />;
  const documents = data[category.key as DocumentCategory];
  if (category.kind === 'downloads') return <DownloadsTable caption={caption} documents={documents} />;
  return <DocumentsTable caption={caption} documents={documents} />;
}

const Body = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  padding: 64px 20px 96px;
  ${media.small} {
    padding: 24px 16px 64px;
  }
`;

const Columns = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  display: grid;
  grid-template-columns: 290px minmax(0, 1fr);
  align-items: start;
  gap: 32px;
  ${media.small} {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

const Panel = styled.section`
  min-height: 420px;
  padding: 32px 36px 36px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${media.small} {
    min-height: 320px;
    padding: 22px 16px 24px;
  }
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin-bottom: 24px;
  padding-bottom: 18px;
  border-bottom: 3px solid ${({ theme }) => theme.colors.primary};
  h2 {
    margin: 0;
    font-size: clamp(1.4rem, 2.6vw, 1.9rem);
  }
`;

const Count = styled.p`
  margin: 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

const Loading = styled.p`
  margin: 0;
  padding: 48px 0;
  text-align: center;
  font-size: 1.05rem;
  color: ${({ theme }) => theme.colors.muted};
`;
