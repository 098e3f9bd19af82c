// The built-in test provider's checkout pages: what each of its addresses shows, or where
// it sends the browser next. The pages are plain HTML and forms (the CSP allows no scripts).
import type { Db } from '../../db/connect';
import { brandColors, SITE_NAME } from '../siteBrand';
import {
  renderTestCheckoutBadChoice,
  renderTestCheckoutNotFound,
  renderTestCheckoutPage,
  type PageLang,
} from './testCheckoutPage';
import { parseMethodChoice } from './testMidtransMethods';
import { renderTestMidtransPage } from './testMidtransPage';
import { testCheckoutPath, type TestProvider } from './testProvider';

export type TestCheckoutAnswer = { status: 200 | 400 | 404; html: string } | { redirect: string };

export type TestCheckoutPages = {
  /** The checkout page, or the not-found page for an unknown or expired id. */
  show(id: string, lang: PageLang): Promise<TestCheckoutAnswer>;
  /** Pays the checkout and answers where the browser goes next. */
  pay(id: string, lang: PageLang): Promise<TestCheckoutAnswer>;
  /** Leaves the checkout unpaid and answers where the browser goes next. */
  cancel(id: string, lang: PageLang): Promise<TestCheckoutAnswer>;
  /** Midtrans path: records the method a posted form names, then shows the page again (400 for an option not offered). */
  choose(id: string, form: unknown, lang: PageLang): Promise<TestCheckoutAnswer>;
  /** Midtrans path: lets the checkout run out and answers where the browser goes next. */
  letExpire(id: string, lang: PageLang): Promise<TestCheckoutAnswer>;
};

/**
 * `changed` is told of each change made on a Midtrans-path page (a method chosen, paid, let
 * expire, cancelled): the site applies it as it would Midtrans' notification.
 */
export function testCheckoutPages(
  db: Db,
  test: TestProvider,
  changed: (id: string) => Promise<void> = async () => {},
): TestCheckoutPages {
  const langLinks = (id: string) => ({ id: test.checkoutUrl(id, 'id'), en: test.checkoutUrl(id, 'en') });
  const frame = async (id: string, lang: PageLang) => ({
    lang,
    theme: await brandColors(db),
    siteName: SITE_NAME,
    langLinks: langLinks(id),
  });

  async function notFound(id: string, lang: PageLang): Promise<TestCheckoutAnswer> {
    const html = renderTestCheckoutNotFound({ ...(await frame(id, lang)), backUrl: '/my-appointments' });
    return { status: 404, html };
  }

  const onwards = (next: string | null, id: string, lang: PageLang) => (next ? { redirect: next } : notFound(id, lang));
  /** After a change on a Midtrans-path page, before the browser moves on. */
  async function noticed<T>(id: string, answer: T): Promise<T> {
    if ((await test.find(id))?.kind === 'midtrans') await changed(id);
    return answer;
  }

  return {
    async show(id, lang) {
      const checkout = await test.find(id);
      if (!checkout) return notFound(id, lang);
      const path = testCheckoutPath(checkout.id);
      if (checkout.kind === 'midtrans') {
        const html = await renderTestMidtransPage({
          ...(await frame(checkout.id, lang)),
          checkout,
          state: test.midtransState(checkout),
          actions: { choose: `${path}/choose`, pay: `${path}/pay`, expire: `${path}/expire`, cancel: `${path}/cancel` },
          returnUrl: test.midtransReturnUrl(checkout),
          timeZone: test.timeZone,
        });
        return { status: 200, html };
      }
      const html = renderTestCheckoutPage({
        ...(await frame(checkout.id, lang)),
        checkout,
        payAction: `${path}/pay`,
        cancelAction: `${path}/cancel`,
      });
      return { status: 200, html };
    },
    async pay(id, lang) {
      const next = await test.pay(id);
      if (next) return noticed(id, { redirect: next });
      // A Midtrans-path checkout that cannot be paid (past its deadline, closed) shows why.
      const checkout = await test.find(id);
      return checkout?.kind === 'midtrans' ? { redirect: test.checkoutUrl(id, lang) } : notFound(id, lang);
    },
    async cancel(id, lang) {
      return noticed(id, await onwards(await test.cancel(id), id, lang));
    },
    async choose(id, form, lang) {
      if ((await test.find(id))?.kind !== 'midtrans') return notFound(id, lang);
      const choice = parseMethodChoice(form);
      if (!choice) {
        const html = renderTestCheckoutBadChoice({ ...(await frame(id, lang)), backUrl: test.checkoutUrl(id, lang) });
        return { status: 400, html };
      }
      return noticed(id, await onwards(await test.choose(id, choice, lang), id, lang));
    },
    async letExpire(id, lang) {
      return noticed(id, await onwards(await test.letExpire(id), id, lang));
    },
  };
}
