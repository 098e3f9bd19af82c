import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MediaImage } from '../../components/MediaImage';
import { NewsletterForm } from '../../features/content/NewsletterForm';
import { useGetNavbarFooterContentQuery } from '../../features/content/navbarFooterApi';
import { footer as footerStrings } from '../../shared/dictionary/footer';
import { addStrings } from '../../features/language/loadedStrings';
import { selectLangCode } from '../../features/language/languageSlice';
import { useT } from '../../features/language/useT';
import { useAppSelector } from '../../state/hooks';
import { paths } from '../../shared/routing/paths';
import { alpha, media } from '../../components/theme';
import { SocialLinks } from './SocialLinks';

export const FALLBACK_FOOTER_LOGO = '/media/logo-light.svg';

// The footer's strings come with its code (see features/language/loadedStrings.ts).
addStrings(footerStrings);

/**
 * The footer of every page (SPEC §2). It sits below the fold everywhere: the server renders
 * it into the page's HTML, and Layout loads its code, with the newsletter form and the
 * form libraries, once the first page has loaded.
 */
export default function Footer() {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const { data } = useGetNavbarFooterContentQuery(lang);
  const footer = data?.footer;

  return (
    <Wrapper>
      <Grid>
        <Column>
          <MediaImage
            src={footer?.logo || FALLBACK_FOOTER_LOGO}
            alt={t('site.name')}
            width={180}
            height={48}
            sizes="180px"
          />
          <p>{footer?.leftDescription || t('footer.defaultLeft')}</p>
          <SocialLinks
            facebook={footer?.facebookUrl}
            instagram={footer?.instagramUrl}
            youtube={footer?.youtubeUrl}
            label={t('footer.followUs')}
          />
        </Column>
        <Column>
          <h2>{footer?.middleTitle || t('footer.defaultMiddleTitle')}</h2>
          <p>{footer?.middleDescription || t('footer.defaultMiddleText')}</p>
          <NewsletterForm />
        </Column>
        <Column>
          <h2>{footer?.rightTitle || t('footer.contactUs')}</h2>
          <dl>
            {footer?.numberPhone && (
              <>
                <dt>{t('footer.phone')}</dt>
                <dd>
                  <a href={`tel:${footer.numberPhone.replace(/[^+\d]/g, '')}`}>{footer.numberPhone}</a>
                </dd>
              </>
            )}
            {footer?.address && (
              <>
                <dt>{t('footer.address')}</dt>
                <dd>{footer.address}</dd>
              </>
            )}
            {footer?.email && (
              <>
                <dt>{t('footer.email')}</dt>
                <dd>
                  <a href={`mailto:${footer.email}`}>{footer.email}</a>
                </dd>
              </>
            )}
          </dl>
          <nav aria-label={t('footer.quickLinks')}>
            <QuickLinks>
              <li>
                <Link to={paths.about}>{t('nav.about')}</Link>
              </li>
              <li>
                <Link to={paths.career}>{t('nav.career')}</Link>
              </li>
              <li>
                <Link to={paths.investorRelation}>{t('nav.investorRelation')}</Link>
              </li>
              <li>
                <Link to={paths.doctors}>{t('nav.doctors')}</Link>
              </li>
            </QuickLinks>
          </nav>
        </Column>
      </Grid>
      <Copyright>{footer?.copyright || `© ${new Date().getFullYear()} ${t('site.name')}`}</Copyright>
    </Wrapper>
  );
}

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onDark};
  a {
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

const Grid = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 56px 20px 32px;
  display: grid;
  grid-template-columns: 1.2fr 1fr 1fr;
  gap: 40px;
  ${media.small} {
    grid-template-columns: 1fr;
    gap: 32px;
  }
`;

const Column = styled.div`
  h2 {
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1.05rem;
    font-weight: 700;
    letter-spacing: 0.02em;
  }
  p {
    color: ${({ theme }) => alpha(theme.colors.onDark, 0.87)};
    font-size: 0.95rem;
  }
  img {
    height: 48px;
    width: auto;
    margin-bottom: 16px;
  }
  dl {
    margin: 0 0 16px;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 6px 12px;
    font-size: 0.95rem;
  }
  dt {
    color: ${({ theme }) => alpha(theme.colors.onDark, 0.73)};
  }
  dd {
    margin: 0;
  }
`;

const QuickLinks = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  font-size: 0.95rem;
`;

const Copyright = styled.p`
  margin: 0;
  padding: 18px 20px;
  text-align: center;
  font-size: 0.85rem;
  color: ${({ theme }) => alpha(theme.colors.onDark, 0.73)};
  border-top: 1px solid ${({ theme }) => alpha(theme.colors.onDark, 0.12)};
`;
