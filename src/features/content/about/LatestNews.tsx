import type { LangCode } from '../../../shared/language';
import { useState } from 'react';
import styled from 'styled-components';
import { media } from '../../../components/theme';
import { Modal } from '../../../components/Modal';
import { renderWhenNear } from '../../../components/renderWhenNear';
import type { NewsItem } from '../../../shared/contentTypes';
import { formatPlainDate } from '../../../shared/format/format';
import { selectLangCode, useT } from '../../language';
import { useAppSelector } from '../../../state/hooks';
import { ContentImage } from '../shared/ContentImage';
import { bareList, EmptyList, liftingCard } from '../shared/cards';
import { SectionHeader } from '../../../components/SectionHeader';
import { coverPicture, Inner, Section } from '../shared/sectionParts';

type Props = { news: { title: string; items: NewsItem[] } | undefined; pending: boolean };

function formatDate(date: string | undefined, lang: LangCode): string | undefined {
  return date ? formatPlainDate(date, lang) : undefined;
}

function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The latest news as cards; each opens in a popup (SPEC §2). */
export function LatestNews({ news, pending }: Props) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const [openId, setOpenId] = useState<string | null>(null);
  // Newest first; items without a date keep their place after the dated ones. ISO dates sort
  // as plain strings (localeCompare would build a collator for nothing).
  const items = [...(news?.items ?? [])].sort((a, b) => byText(b.date ?? '', a.date ?? ''));
  const open = items.find((item) => item._id === openId);

  return (
    <NewsSection $tone="surface" aria-labelledby="about-news-title">
      <Inner>
        <SectionHeader
          id="about-news-title"
          eyebrow={t('about.newsEyebrow')}
          title={news?.title || t('about.fallbackNewsTitle')}
          pending={pending}
        />
        {pending ? (
          <Grid aria-hidden="true">
            {[0, 1, 2].map((n) => (
              <Placeholder key={n} />
            ))}
          </Grid>
        ) : items.length === 0 ? (
          <EmptyList>{t('about.noNews')}</EmptyList>
        ) : (
          <Grid>
            {items.map((item) => (
              <Card key={item._id}>
                <ImageBox>
                  <ContentImage
                    src={item.imageUrl}
                    alt=""
                    width={800}
                    height={500}
                    maxWidth={480}
                    sizes="(max-width: 767px) 100vw, 380px"
                  />
                </ImageBox>
                <CardBody>
                  {item.date && <time dateTime={item.date}>{formatDate(item.date, lang)}</time>}
                  <h3>
                    {/* The whole card is clickable through this button's ::after. */}
                    <OpenButton type="button" aria-haspopup="dialog" onClick={() => setOpenId(item._id)}>
                      {item.title}
                    </OpenButton>
                  </h3>
                  <p>{item.description}</p>
                  <ReadMore aria-hidden="true">{t('about.readMore')}</ReadMore>
                </CardBody>
              </Card>
            ))}
          </Grid>
        )}
      </Inner>
      <Modal
        open={Boolean(open)}
        onClose={() => setOpenId(null)}
        title={open?.title ?? ''}
        closeLabel={t('common.close')}
      >
        {open && (
          <Article>
            <ContentImage
              src={open.imageUrl}
              alt={open.title}
              width={800}
              height={500}
              maxWidth={640}
              sizes="(max-width: 767px) 100vw, 600px"
            />
            {open.date && <time dateTime={open.date}>{formatDate(open.date, lang)}</time>}
            {open.description.split(/\n+/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </Article>
        )}
      </Modal>
    </NewsSection>
  );
}

const Grid = styled.ul`
  ${bareList}
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(250px, 1fr));
  gap: 24px;
  ${media.small} {
    grid-template-columns: 1fr;
    gap: 16px;
  }
`;

const Card = styled.li`
  position: relative;
  ${liftingCard}
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const OpenButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;

const ImageBox = styled.div`
  width: 100%;
  aspect-ratio: 8 / 5;
  background: ${({ theme }) => theme.colors.border};
  img {
    ${coverPicture}
  }
`;

const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 18px 20px 22px;
  flex: 1;
  time {
    font-size: 0.82rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  h3 {
    font-size: 1.15rem;
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.94rem;
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

const ReadMore = styled.span`
  margin-top: auto;
  padding-top: 8px;
  font-weight: 700;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.success};
`;

const Placeholder = styled.li`
  height: 360px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.border};
  opacity: 0.5;
`;

const Article = styled.div`
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.medium};
    margin-bottom: 14px;
  }
  time {
    display: block;
    font-size: 0.85rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: 10px;
  }
  p {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const NewsSection = styled(Section)`
  ${renderWhenNear(2120, 740)}
`;
