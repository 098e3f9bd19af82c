import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../state/hooks';
import { media } from '../../components/theme';
import { Card } from '../../components/Card';
import { PageBanner } from '../../components/PageBanner';
import { Pending, SectionHeader } from '../../components/SectionHeader';
import { usePrefersReducedMotion } from '../../components/usePrefersReducedMotion';
import { contact } from '../../shared/dictionary/contact';
import { footer as footerStrings } from '../../shared/dictionary/footer';
import { addStrings, selectLangCode, usePageTitle, useT } from '../language';
import { ContactForm } from './contact/ContactForm';
import { useGetContactContentQuery } from './contentApi';
import { FALLBACK_IMAGES } from '../../shared/content/fallbacks';
import { useGetNavbarFooterContentQuery } from './navbarFooterApi';
import { Inner, Section } from './shared/sectionParts';
import { useLogContentFailure } from './useContent';

// This page's strings come with its code (see features/language/loadedStrings.ts); its
// contact details are labelled as the footer labels them.
addStrings(contact, footerStrings);

/** The address's hash that asks for the form: /contact#contact-form (SPEC §2). */
export const CONTACT_FORM_HASH = '#contact-form';
/**
 * The form's section. Deliberately not the hash's name: an element named by the hash makes
 * the browser jump to it as the page loads, before the script brings the page to the top
 * and then scrolls (jump, top, scroll back). This way the page opens at its top and scrolls
 * once, smoothly, to the form.
 */
export const CONTACT_FORM_ID = 'contact-form-section';
/** SPEC §2, §9: /contact#contact-form scrolls smoothly to the form after 100 ms. */
export const SCROLL_TO_FORM_DELAY_MS = 100;

export default function ContactPage() {
  const t = useT();
  usePageTitle('nav.contact');
  const lang = useAppSelector(selectLangCode);
  const { hash } = useLocation();
  const reducedMotion = usePrefersReducedMotion();
  const { currentData: contact, isError, error } = useGetContactContentQuery(lang);
  useLogContentFailure('contact content', error);
  const { data: site } = useGetNavbarFooterContentQuery(lang);
  const pending = !contact && !isError;
  const footer = site?.footer;

  useEffect(() => {
    if (hash !== CONTACT_FORM_HASH) return;
    const timer = window.setTimeout(() => {
      document
        .getElementById(CONTACT_FORM_ID)
        ?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    }, SCROLL_TO_FORM_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, reducedMotion]);

  return (
    <>
      <PageBanner
        pending={pending}
        image={contact?.banner.backgroundImageUrl ?? ''}
        fallbackImage={FALLBACK_IMAGES.contactBanner}
        eyebrow={t('nav.contact')}
        title={contact?.banner.title || t('contact.fallbackTitle')}
        subtitle={contact?.banner.subtitle || t('contact.fallbackSubtitle')}
      />
      <Section id={CONTACT_FORM_ID} aria-labelledby="contact-form-title">
        <Grid>
          <Aside>
            <SectionHeader
              layout="inline"
              id="contact-form-title"
              eyebrow={t('contact.reachUs')}
              title={contact?.formTitle || t('contact.fallbackFormTitle')}
              pending={pending}
            />
            <Intro>
              <Pending $pending={pending}>{contact?.formDescription || t('contact.fallbackFormDescription')}</Pending>
            </Intro>
          </Aside>
          <FormCard>
            <ContactForm labelledBy="contact-form-title" />
          </FormCard>
          <Details aria-label={t('contact.details')}>
            {footer?.numberPhone && (
              <Detail>
                <Icon aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
                    <path
                      d="M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
                      fill="currentColor"
                    />
                  </svg>
                </Icon>
                <div>
                  <Label>{t('footer.phone')}</Label>
                  <Value>
                    <a href={`tel:${footer.numberPhone.replace(/[^+\d]/g, '')}`}>{footer.numberPhone}</a>
                  </Value>
                </div>
              </Detail>
            )}
            {footer?.email && (
              <Detail>
                <Icon aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
                    <path
                      d="M3 5h18v14H3z M3 6l9 7 9-7"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinejoin="round"
                    />
                  </svg>
                </Icon>
                <div>
                  <Label>{t('footer.email')}</Label>
                  <Value>
                    <a href={`mailto:${footer.email}`}>{footer.email}</a>
                  </Value>
                </div>
              </Detail>
            )}
            {footer?.address && (
              <Detail>
                <Icon aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
                    <path
                      d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21z"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    />
                    <circle cx="12" cy="9.5" r="2.5" fill="currentColor" />
                  </svg>
                </Icon>
                <div>
                  <Label>{t('footer.address')}</Label>
                  <Value>{footer.address}</Value>
                </div>
              </Detail>
            )}
          </Details>
        </Grid>
      </Section>
    </>
  );
}

// Wide: the introduction and the contact details beside the form. Small: introduction, form, details.
const Grid = styled(Inner)`
  display: grid;
  grid-template-columns: 0.85fr 1.15fr;
  grid-template-areas:
    'intro form'
    'details form';
  grid-template-rows: auto 1fr;
  column-gap: 56px;
  align-items: start;
  ${media.small} {
    grid-template-columns: 1fr;
    grid-template-areas: 'intro' 'form' 'details';
    grid-template-rows: auto;
    row-gap: 28px;
  }
`;

const Aside = styled.div`
  grid-area: intro;
  h2 {
    font-size: clamp(1.8rem, 3.4vw, 2.5rem);
    margin-bottom: 0.5em;
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.05rem;
`;

const Details = styled.ul`
  grid-area: details;
  list-style: none;
  padding: 0;
  display: grid;
  gap: 18px;
  margin: 16px 0 0;
`;

const Detail = styled.li`
  display: flex;
  gap: 14px;
  align-items: flex-start;
  .label {
    display: block;
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  .value {
    display: block;
    margin: 2px 0 0;
    font-weight: 600;
  }
  a {
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

const Label = ({ children }: { children: ReactNode }) => <span className="label">{children}</span>;
const Value = ({ children }: { children: ReactNode }) => <span className="value">{children}</span>;

const Icon = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.success};
`;

const FormCard = styled(Card)`
  grid-area: form;
  padding: 40px;
  ${media.small} {
    padding: 24px 18px;
  }
`;
