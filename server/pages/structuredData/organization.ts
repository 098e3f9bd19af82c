// The group as an Organization, on every public page: its name, home, logo and the contact
// details and social profiles of the footer (the navbarFooter answer every page has).
import type { ContactPointLeaf, OrganizationLeaf } from 'schema-dts';
import { SITE_LOGO } from '../../../src/shared/content/siteLogo';
import { absoluteUrl, defined, organizationId, pageUrl, record, text, webUrl, type PageContext } from './pageContext';

const SOCIAL_PROFILES = ['facebookUrl', 'instagramUrl', 'youtubeUrl'] as const;

export function organizationOf(page: PageContext): OrganizationLeaf {
  const data = record(record(page.answerOf('navbarFooter')).data);
  const footer = record(data.footer);
  const telephone = text(footer.numberPhone);
  const email = text(footer.email);
  const address = text(footer.address);
  const contact: ContactPointLeaf | undefined =
    telephone || email
      ? defined<ContactPointLeaf>({
          '@type': 'ContactPoint',
          contactType: 'customer service',
          telephone,
          email,
          areaServed: 'ID',
          availableLanguage: ['id', 'en'],
        })
      : undefined;
  return defined<OrganizationLeaf>({
    '@type': 'Organization',
    ...organizationId(page),
    name: page.words('site.name'),
    url: pageUrl(page, '/'),
    // The navbar's logo, as the site shows it.
    logo: absoluteUrl(page, record(data.navbar).logo) ?? absoluteUrl(page, SITE_LOGO),
    description: text(footer.leftDescription),
    telephone,
    email,
    address: address ? { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'ID' } : undefined,
    contactPoint: contact && [contact],
    sameAs: SOCIAL_PROFILES.map((key) => webUrl(footer[key])).filter((url) => url !== undefined),
  });
}
