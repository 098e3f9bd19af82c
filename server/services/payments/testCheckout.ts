// The built-in test provider's checkout pages: what each of its addresses shows, or where
// it sends the browser next. The pages are plain HTML and forms (the CSP allows no scripts).
import type { Db } from '../../db/connect';
import { brandColors, SITE_NAME } from '../siteBrand';
import { renderTestCheckoutNotFound, renderTestCheckoutPage, type PageLang } from './testCheckoutPage';
import { testCheckoutPath, type TestProvider } from './testProvider';

export type TestCheckoutAnswer = { status: 200 | 404; html: string } | { redirect: string };

export type TestCheckoutPages = {
  /** The checkout page, or the not-found page for an unknown or expired id. */
  show(id: string, lang: PageLang): Promise<TestCheckoutAnswer>;
  /** Pays the checkout and answers where the browser goes next. */
  pay(id: string, lang: PageLang): Promise<TestCheckoutAnswer>;
  /** Leaves the checkout unpaid and answers where the browser goes next. */
  cancel(id: string, lang: PageLang): Promise<TestCheckoutAnswer>;
};

export function testCheckoutPages(db: Db, test: TestProvider): TestCheckoutPages {
  const langLinks = (id: string) => ({ id: test.checkoutUrl(id, 'id'), en: test.checkoutUrl(id, 'en') });

  async function notFound(id: string, lang: PageLang): Promise<TestCheckoutAnswer> {
    const html = renderTestCheckoutNotFound({
      lang,
      theme: await brandColors(db),
      siteName: SITE_NAME,
      backUrl: '/my-appointments',
      langLinks: langLinks(id),
    });
    return { status: 404, html };
  }

  const onwards = (next: string | null, id: string, lang: PageLang) => (next ? { redirect: next } : notFound(id, lang));

  return {
    async show(id, lang) {
      const checkout = await test.find(id);
      if (!checkout) return notFound(id, lang);
      const html = renderTestCheckoutPage({
        checkout,
        lang,
        theme: await brandColors(db),
        siteName: SITE_NAME,
        payAction: `${testCheckoutPath(checkout.id)}/pay`,
        cancelAction: `${testCheckoutPath(checkout.id)}/cancel`,
        langLinks: langLinks(checkout.id),
      });
      return { status: 200, html };
    },
    async pay(id, lang) {
      return onwards(await test.pay(id), id, lang);
    },
    async cancel(id, lang) {
      return onwards(await test.cancel(id), id, lang);
    },
  };
}
