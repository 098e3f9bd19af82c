// The test provider's Midtrans-path checkout page, rendered on the server in the frame and
// texts of the other test checkout pages (testCheckoutPage.ts): no scripts, plain forms. It
// shows what the checkout's record says now: the methods to choose from while it is open;
// once one is chosen (pending) what the patient pays with (a QRIS code, a virtual account
// number, a wallet's button, the test card) and the buttons that play the provider's part
// (the money arrives, the deadline passes, the patient cancels); a paid or closed checkout
// only leads back to the site. A pending page is the same on every reload, as the patient
// may leave to make the transfer and come back.
import { formatMinorMoney } from '../../../src/shared/format/format';
import { formatAppointment, formatTimestamp } from '../../../src/shared/format/clock';
import { BANK_NAMES, WALLET_NAMES } from '../../../src/shared/paymentBrandNames';
import type { ProviderState } from './provider';
import {
  cardHead,
  detailRows,
  escapeHtml,
  page,
  postButton,
  PROVIDER_NAME,
  testNotice,
  tr,
  type PageLang,
  type PageTheme,
  type TextKey,
} from './testCheckoutPage';
import type { TestCheckout } from './testCheckoutStore';
import { chosenOf } from './testMidtrans';
import { choiceFields, METHOD_CHOICES, type MethodChoice } from './testMidtransMethods';
import { qrSvg, testQrisPayload } from './testQris';

export type MidtransPageInput = {
  checkout: TestCheckout;
  /** What its record says at this moment (a pending checkout past its deadline is expired). */
  state: ProviderState;
  lang: PageLang;
  theme: PageTheme;
  siteName: string;
  /** Where each form posts: its own addresses below the checkout's page. */
  actions: { choose: string; pay: string; expire: string; cancel: string };
  /** Where a paid or closed checkout leads: the site's /verify with the order id. */
  returnUrl: string;
  langLinks: Record<PageLang, string>;
  /** The clinic's clock for the deadline (the machine's without one). */
  timeZone: string | undefined;
};

/** An option's name as the page and its rows write it. */
export function methodLabel(choice: MethodChoice, lang: PageLang): string {
  switch (choice.method) {
    case 'qris':
      return 'QRIS';
    case 'virtual-account':
      return tr(lang, 'vaOption', { bank: BANK_NAMES[choice.bank] });
    case 'e-wallet':
      return WALLET_NAMES[choice.wallet];
    case 'card':
      return tr(lang, 'card');
  }
}

/** The choice of method, in groups: QRIS, a virtual account per bank, the e-wallets, the test card. */
function choices(input: MidtransPageInput): string {
  const { lang } = input;
  const groups: [TextKey, MethodChoice['method']][] = [
    ['qrisGroup', 'qris'],
    ['vaGroup', 'virtual-account'],
    ['walletGroup', 'e-wallet'],
    ['cardGroup', 'card'],
  ];
  const label = (choice: MethodChoice) =>
    choice.method === 'qris' ? tr(lang, 'qrisOption') : methodLabel(choice, lang);
  const sections = groups.map(([title, method], index) => {
    const options = METHOD_CHOICES.filter((choice) => choice.method === method)
      .map(
        (choice) => `<li>${postButton(input.actions.choose, lang, label(choice), 'option', choiceFields(choice))}</li>`,
      )
      .join('');
    return `<section aria-labelledby="group-${index}"><h3 id="group-${index}">${escapeHtml(tr(lang, title))}</h3><ul class="options">${options}</ul></section>`;
  });
  return `<div class="choices"><h2>${escapeHtml(tr(lang, 'chooseTitle'))}</h2>${sections.join('')}</div>`;
}

/** What the patient pays with once the method is chosen. */
async function chosenMethod(input: MidtransPageInput, choice: MethodChoice, amount: string): Promise<string> {
  const { checkout, lang } = input;
  const title = `<h2>${escapeHtml(methodLabel(choice, lang))}</h2>`;
  switch (choice.method) {
    case 'qris': {
      const payload = testQrisPayload({
        reference: checkout.id,
        amountMinor: checkout.amountMinor,
        currency: checkout.currency,
      });
      const svg = (await qrSvg(payload)).replace(
        '<svg ',
        `<svg role="img" aria-label="${escapeHtml(tr(lang, 'qrLabel', { amount }))}" `,
      );
      return `<div class="method">${title}<div class="qr">${svg}</div><p>${escapeHtml(tr(lang, 'qrHint'))}</p></div>`;
    }
    case 'virtual-account': {
      const bank = BANK_NAMES[choice.bank];
      const { vaNumber = '', billerCode } = checkout.details ?? {};
      const company = billerCode
        ? `<p>${escapeHtml(tr(lang, 'billerCode'))}: <strong>${escapeHtml(billerCode)}</strong></p>`
        : '';
      return `<div class="method">${title}<p>${escapeHtml(tr(lang, 'vaNumber'))}</p><p class="va-number">${escapeHtml(vaNumber)}</p>${company}<p>${escapeHtml(tr(lang, 'vaHint', { amount, bank }))}</p></div>`;
    }
    case 'e-wallet': {
      const wallet = WALLET_NAMES[choice.wallet];
      const open = postButton(input.actions.pay, lang, tr(lang, 'walletOpen', { wallet }), 'pay');
      return `<div class="method">${title}<div class="wallet">${open}</div><p>${escapeHtml(tr(lang, 'walletHint', { wallet }))}</p></div>`;
    }
    case 'card':
      return `<div class="method">${title}<p>${escapeHtml(tr(lang, 'cardHint'))}</p></div>`;
  }
}

/**
 * The way back to the site while the payment waits, as Snap's "back to the merchant" is: a
 * patient who will transfer later from the bank's app returns without ending the payment, and
 * the site's /verify asks for its state (pending) and shows it in My appointments.
 */
function backToSite(input: MidtransPageInput): string {
  return `<p class="back"><a href="${escapeHtml(input.returnUrl)}">${escapeHtml(tr(input.lang, 'backToSite'))}</a></p>`;
}

/** A paid or closed checkout: what happened, and the way back to the site. */
function ended(input: MidtransPageInput, head: string, notice: string): string {
  const { lang } = input;
  const paid = input.state === 'paid';
  const body = `${notice}
<div class="card">${head}
  <div class="message">
    <h2>${escapeHtml(tr(lang, paid ? 'paidTitle' : 'closedTitle'))}</h2>
    <p>${escapeHtml(tr(lang, paid ? 'paidText' : 'closedText'))}</p>
    <a class="button pay" href="${escapeHtml(input.returnUrl)}">${escapeHtml(tr(lang, 'continue'))}</a>
  </div>
</div>`;
  return page({ ...input, title: tr(lang, 'title') }, body);
}

export async function renderTestMidtransPage(input: MidtransPageInput): Promise<string> {
  const { checkout, lang, state } = input;
  const notice = testNotice(lang, PROVIDER_NAME.midtrans);
  const head = cardHead(input);
  if (state === 'paid' || state === 'expired') return ended(input, head, notice);

  const amount = formatMinorMoney(checkout.amountMinor, checkout.currency, lang);
  const choice = state === 'pending' ? chosenOf(checkout) : null;
  const rows: [string, string, string][] = [
    [tr(lang, 'when'), formatAppointment(checkout.summary.slotDate, checkout.summary.slotTime, lang), ''],
    ...(choice ? [[tr(lang, 'method'), methodLabel(choice, lang), ''] as [string, string, string]] : []),
    [tr(lang, 'reference'), checkout.id, 'code'],
    ...(checkout.expiresAt
      ? [
          [tr(lang, 'deadline'), formatTimestamp(checkout.expiresAt, lang, input.timeZone), ''] as [
            string,
            string,
            string,
          ],
        ]
      : []),
  ];
  const total = `<div class="total"><span>${escapeHtml(tr(lang, 'total'))}</span><strong>${escapeHtml(amount)}</strong></div>`;
  const cancel = postButton(input.actions.cancel, lang, tr(lang, 'cancelPayment'), 'cancel');
  const next = choice
    ? `${await chosenMethod(input, choice, amount)}
  <div class="actions">
    ${postButton(input.actions.pay, lang, tr(lang, 'simulate'), 'pay')}
    ${postButton(input.actions.expire, lang, tr(lang, 'letExpire'), 'cancel')}
    ${cancel}
  </div>
  ${backToSite(input)}`
    : `${choices(input)}
  <div class="actions">
    ${cancel}
  </div>`;
  const body = `${notice}
<div class="card">${head}
  ${detailRows(rows)}
  ${total}
  ${next}
</div>
<p class="fineprint">${escapeHtml(tr(lang, 'secure'))}</p>`;
  return page({ ...input, title: tr(lang, 'title') }, body);
}
