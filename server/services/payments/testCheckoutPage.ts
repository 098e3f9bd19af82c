// The built-in test provider's checkout page, rendered on the server. It must work under
// the site's Content-Security-Policy: no scripts at all, only a <style> block (inline
// styles are allowed) and plain forms posting to this same origin.
import { formatMinorMoney } from '../../../src/shared/format/format';
import { formatAppointment } from '../../../src/shared/format/clock';
import type { TestCheckout } from './testCheckoutStore';

export type PageLang = 'id' | 'en';

const TEXT = {
  title: { id: 'Checkout uji coba', en: 'Test checkout' },
  badge: { id: 'Mode uji', en: 'Test mode' },
  banner: { id: 'Pembayaran uji coba — tidak ada uang yang ditarik', en: 'Test payment — no money is taken' },
  bannerText: {
    id: 'Situs ini belum memiliki kunci penyedia pembayaran, jadi checkout uji bawaan ini menggantikan {provider}. Membayar di sini hanya menandai janji temu sebagai lunas.',
    en: 'This site has no payment provider keys configured, so this built-in test checkout stands in for {provider}. Paying here only marks the appointment as paid.',
  },
  payTo: { id: 'Bayar ke', en: 'Pay to' },
  item: { id: 'Janji temu dengan {doctor}', en: 'Appointment with {doctor}' },
  when: { id: 'Jadwal', en: 'Date and time' },
  method: { id: 'Metode pembayaran', en: 'Payment method' },
  card: { id: 'Kartu uji •••• 4242', en: 'Test card •••• 4242' },
  reference: { id: 'Referensi', en: 'Reference' },
  total: { id: 'Total', en: 'Total' },
  pay: { id: 'Bayar {amount}', en: 'Pay {amount}' },
  cancel: { id: 'Batal dan kembali', en: 'Cancel and return' },
  paidTitle: { id: 'Pembayaran uji ini sudah selesai', en: 'This test payment is complete' },
  paidText: { id: 'Lanjutkan untuk kembali ke situs.', en: 'Continue to return to the site.' },
  continue: { id: 'Lanjutkan', en: 'Continue' },
  language: { id: 'Bahasa', en: 'Language' },
  notFoundTitle: { id: 'Checkout tidak ditemukan', en: 'Checkout not found' },
  notFoundText: {
    id: 'Checkout uji ini sudah kedaluwarsa atau tidak ada. Mulai pembayaran lagi dari daftar janji temu Anda.',
    en: 'This test checkout has expired or does not exist. Start the payment again from your appointments.',
  },
  back: { id: 'Kembali ke janji temu saya', en: 'Back to my appointments' },
  // The Midtrans path (testMidtransPage.ts).
  chooseTitle: { id: 'Pilih cara membayar', en: 'Choose how to pay' },
  qrisGroup: { id: 'QRIS', en: 'QRIS' },
  qrisOption: { id: 'QRIS (semua aplikasi bank dan e-wallet)', en: 'QRIS (any banking or e-wallet app)' },
  vaGroup: { id: 'Transfer ke virtual account', en: 'Transfer to a virtual account' },
  vaOption: { id: 'Virtual Account {bank}', en: '{bank} Virtual Account' },
  walletGroup: { id: 'E-wallet', en: 'E-wallet' },
  cardGroup: { id: 'Kartu', en: 'Card' },
  deadline: { id: 'Bayar sebelum', en: 'Pay by' },
  bank: { id: 'Bank', en: 'Bank' },
  vaNumber: { id: 'Nomor virtual account', en: 'Virtual account number' },
  billerCode: { id: 'Kode perusahaan', en: 'Company code' },
  vaHint: {
    id: 'Transfer tepat {amount} ke nomor ini lewat aplikasi, internet banking, atau ATM {bank}. Ini nomor uji: jangan kirim uang sungguhan.',
    en: "Transfer exactly {amount} to this number from {bank}'s app, internet banking or an ATM. This is a test number: do not send real money.",
  },
  qrLabel: { id: 'Kode QR QRIS uji sebesar {amount}', en: 'Test QRIS code for {amount}' },
  qrHint: {
    id: 'Pindai dengan aplikasi bank atau e-wallet apa pun. Ini kode uji untuk pedagang uji: memindainya tidak menarik uang.',
    en: 'Scan with any banking or e-wallet app. This is a test code for a test merchant: scanning it takes no money.',
  },
  walletOpen: { id: 'Buka {wallet}', en: 'Open {wallet}' },
  walletHint: {
    id: 'Tombol ini menggantikan aplikasi {wallet}: di sana pasien menyetujui pembayaran. Di sini pembayaran langsung disetujui.',
    en: 'This button stands for the {wallet} app, where the patient approves the payment. Here it is approved at once.',
  },
  cardHint: {
    id: 'Kartu uji ini tidak ditagih. Jangan masukkan data kartu asli.',
    en: 'This test card is never charged. Never enter real card details.',
  },
  simulate: { id: 'Simulasikan pembayaran', en: 'Simulate payment' },
  letExpire: { id: 'Biarkan kedaluwarsa', en: 'Let it expire' },
  cancelPayment: { id: 'Batalkan', en: 'Cancel' },
  backToSite: { id: 'Kembali ke situs', en: 'Back to the site' },
  closedTitle: { id: 'Pembayaran uji ini sudah ditutup', en: 'This test payment is closed' },
  closedText: {
    id: 'Pembayaran ini kedaluwarsa atau dibatalkan, dan tidak ada yang dibayar. Lanjutkan untuk kembali ke situs.',
    en: 'It expired or was cancelled, and nothing was paid. Continue to return to the site.',
  },
  badChoiceTitle: { id: 'Metode pembayaran tidak tersedia', en: 'Payment method not offered' },
  badChoiceText: {
    id: 'Pilih salah satu metode yang ditawarkan di halaman checkout.',
    en: 'Choose one of the methods the checkout page offers.',
  },
  backToCheckout: { id: 'Kembali ke checkout', en: 'Back to the checkout' },
  secure: {
    id: 'Halaman ini disediakan oleh server situs untuk pengujian. Jangan masukkan data kartu asli di mana pun di halaman ini.',
    en: 'This page is served by the site itself for testing. Never enter real card details anywhere on it.',
  },
} as const;

export const PROVIDER_NAME = { stripe: 'Stripe Checkout', razorpay: 'Razorpay', midtrans: 'Midtrans' } as const;

export type TextKey = keyof typeof TEXT;
type Key = TextKey;

export function tr(lang: PageLang, key: Key, params: Record<string, string> = {}): string {
  return TEXT[key][lang].replace(/\{(\w+)\}/g, (match, name: string) => params[name] ?? match);
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

export type PageTheme = { primary: string; onPrimary: string };

export type Frame = {
  lang: PageLang;
  title: string;
  theme: PageTheme;
  siteName: string;
  langLinks: Record<PageLang, string>;
};

export function page(frame: Frame, body: string): string {
  const { lang, theme } = frame;
  const other: PageLang = lang === 'id' ? 'en' : 'id';
  const langNames: Record<PageLang, string> = { id: 'Bahasa Indonesia', en: 'English' };
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png">
<title>${escapeHtml(frame.title)} · ${escapeHtml(frame.siteName)}</title>
<style>
  *, *::before, *::after { box-sizing: border-box; }
  :root { --primary: ${theme.primary}; --on-primary: ${theme.onPrimary}; --text: #1f2a1a; --muted: #5b6457;
    --border: #e3e0d6; --surface: #f7f5ef; --amber-bg: #fff4d6; --amber-text: #6b4500; --amber-line: #e0a100; --focus: #1a5fb4; }
  html { -webkit-text-size-adjust: 100%; }
  body { margin: 0; min-height: 100vh; background: var(--surface); color: var(--text); line-height: 1.55;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif; }
  .topbar { background: #1b2616; color: #f3f1ea; }
  .topbar-inner { max-width: 560px; margin: 0 auto; padding: 14px 20px; display: flex; align-items: center; justify-content: space-between; gap: 12px; }
  .brand { font-family: ui-serif, Georgia, Cambria, 'Times New Roman', serif; font-weight: 700; font-size: 1.05rem; }
  .badge { display: inline-flex; align-items: center; gap: 6px; padding: 4px 10px; border-radius: 999px; background: var(--amber-bg);
    color: var(--amber-text); font-size: 0.78rem; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; }
  .badge::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: var(--amber-line); }
  main { max-width: 560px; margin: 0 auto; padding: 24px 16px 40px; }
  .notice { display: flex; gap: 12px; background: var(--amber-bg); color: var(--amber-text); border: 1px solid #f3d58a;
    border-left: 5px solid var(--amber-line); border-radius: 12px; padding: 14px 16px; margin-bottom: 20px; }
  .notice strong { display: block; font-size: 1rem; margin-bottom: 2px; }
  .notice p { margin: 0; font-size: 0.9rem; }
  .notice-icon { flex: none; width: 26px; height: 26px; border-radius: 50%; background: var(--amber-line); color: #1f1400;
    display: grid; place-items: center; font-weight: 800; }
  .card { background: #fff; border: 1px solid var(--border); border-radius: 20px; overflow: hidden;
    box-shadow: 0 1px 2px rgba(27, 38, 22, 0.06), 0 8px 24px rgba(27, 38, 22, 0.08); }
  .card-head { padding: 22px 24px 18px; border-bottom: 1px solid var(--border); }
  .eyebrow { margin: 0 0 4px; color: var(--muted); font-size: 0.85rem; }
  h1 { margin: 0; font-family: ui-serif, Georgia, Cambria, 'Times New Roman', serif; font-size: 1.45rem; line-height: 1.25; }
  .provider { display: inline-block; margin-top: 10px; padding: 3px 10px; border-radius: 6px; border: 1px solid var(--border);
    color: var(--muted); font-size: 0.8rem; font-weight: 600; }
  dl { margin: 0; padding: 6px 24px; }
  .row { display: flex; justify-content: space-between; gap: 16px; padding: 12px 0; border-bottom: 1px dashed var(--border); }
  .row:last-child { border-bottom: 0; }
  dt { color: var(--muted); }
  dd { margin: 0; text-align: right; font-weight: 600; overflow-wrap: anywhere; }
  dd.nowrap { white-space: nowrap; }
  dd.code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.82rem; font-weight: 500; }
  .total { display: flex; justify-content: space-between; align-items: baseline; gap: 16px; padding: 18px 24px;
    background: var(--surface); border-top: 1px solid var(--border); }
  .total span { font-weight: 600; }
  .total strong { font-size: 1.6rem; }
  .actions { padding: 20px 24px 24px; display: grid; gap: 12px; }
  .actions form { margin: 0; }
  button, .button { display: block; width: 100%; min-height: 48px; padding: 12px 18px; border-radius: 12px; font: inherit;
    font-weight: 700; font-size: 1rem; text-align: center; text-decoration: none; cursor: pointer; }
  .pay { background: var(--primary); color: var(--on-primary); border: 2px solid var(--primary); }
  .pay:hover { filter: brightness(0.95); }
  .cancel { background: #fff; color: var(--text); border: 2px solid var(--border); }
  .cancel:hover { border-color: var(--muted); }
  :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
  .fineprint { margin: 18px 4px 0; color: var(--muted); font-size: 0.85rem; text-align: center; }
  .langs { margin: 14px 0 0; text-align: center; font-size: 0.9rem; color: var(--muted); }
  .langs a { color: var(--text); font-weight: 600; }
  .message { padding: 28px 24px; }
  .message p { color: var(--muted); margin: 8px 0 20px; }
  .choices { padding: 4px 24px 8px; border-top: 1px solid var(--border); }
  .choices h2, .choices h3 { margin: 18px 0 8px; font-size: 1rem; }
  .choices h2 { font-size: 1.1rem; }
  .options { display: grid; gap: 8px; margin: 0; padding: 0; list-style: none; }
  .options form { margin: 0; }
  .option { background: #fff; color: var(--text); border: 2px solid var(--border); text-align: left; }
  .option:hover { border-color: var(--primary); }
  .method { padding: 22px 24px 6px; border-top: 1px solid var(--border); text-align: center; }
  .method h2 { margin: 0 0 12px; font-size: 1.15rem; }
  .method p { color: var(--muted); font-size: 0.9rem; margin: 12px 0 0; }
  .qr svg { display: block; width: 100%; max-width: 264px; height: auto; margin: 0 auto; }
  .method .va-number { margin: 4px 0 0; color: var(--text); font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 1.5rem;
    font-weight: 700; letter-spacing: 0.06em; overflow-wrap: anywhere; }
  .wallet { margin-top: 4px; }
  .back { margin: 0; padding: 0 24px 22px; text-align: center; }
  .back a { color: var(--text); font-weight: 600; }
  @media (min-width: 768px) { main { padding-top: 48px; } h1 { font-size: 1.7rem; } }
</style>
</head>
<body>
<header class="topbar"><div class="topbar-inner"><span class="brand">${escapeHtml(frame.siteName)}</span><span class="badge">${escapeHtml(tr(lang, 'badge'))}</span></div></header>
<main>
${body}
<p class="langs">${escapeHtml(tr(lang, 'language'))}: <a href="${escapeHtml(frame.langLinks[other])}" hreflang="${other}" lang="${other}">${langNames[other]}</a></p>
</main>
</body>
</html>`;
}

export type CheckoutPageInput = {
  checkout: TestCheckout;
  lang: PageLang;
  theme: PageTheme;
  siteName: string;
  /** Where the pay and cancel forms post, and the page itself in each language. */
  payAction: string;
  cancelAction: string;
  langLinks: Record<PageLang, string>;
};

/** The banner every test checkout page opens with: no money is taken, and whom it stands in for. */
export function testNotice(lang: PageLang, provider: string): string {
  return `<section class="notice" role="note" aria-labelledby="test-notice">
  <span class="notice-icon" aria-hidden="true">!</span>
  <div><strong id="test-notice">${escapeHtml(tr(lang, 'banner'))}</strong><p>${escapeHtml(tr(lang, 'bannerText', { provider }))}</p></div>
</section>`;
}

/** The card's head: who is paid, for which appointment, through which (test) provider. */
export function cardHead(input: { checkout: TestCheckout; lang: PageLang; siteName: string }): string {
  const { checkout, lang } = input;
  const provider = PROVIDER_NAME[checkout.kind];
  return `<div class="card-head">
  <p class="eyebrow">${escapeHtml(tr(lang, 'payTo'))} ${escapeHtml(input.siteName)}</p>
  <h1>${escapeHtml(tr(lang, 'item', { doctor: checkout.summary.doctorName }))}</h1>
  <span class="provider">${escapeHtml(provider)} · ${escapeHtml(tr(lang, 'badge'))}</span>
</div>`;
}

/** A list of terms and values; a style names how the value is set (nowrap, code). */
export function detailRows(rows: [string, string, string][]): string {
  return `<dl>${rows.map(([term, value, style]) => `<div class="row"><dt>${escapeHtml(term)}</dt><dd${style ? ` class="${style}"` : ''}>${escapeHtml(value)}</dd></div>`).join('')}</dl>`;
}

/** A form of one button posting to `action` (the page's language goes with it, and any other fields). */
export function postButton(
  action: string,
  lang: PageLang,
  label: string,
  style: string,
  fields: Record<string, string> = {},
): string {
  const hidden = Object.entries({ lang, ...fields })
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form method="post" action="${escapeHtml(action)}">${hidden}<button class="${style}" type="submit">${escapeHtml(label)}</button></form>`;
}

export function renderTestCheckoutPage(input: CheckoutPageInput): string {
  const { checkout, lang } = input;
  const provider = PROVIDER_NAME[checkout.kind];
  const amount = formatMinorMoney(checkout.amountMinor, checkout.currency, lang);
  const notice = testNotice(lang, provider);
  const head = cardHead(input);

  if (checkout.status === 'paid') {
    const body = `${notice}
<div class="card">${head}
  <div class="message">
    <h2>${escapeHtml(tr(lang, 'paidTitle'))}</h2>
    <p>${escapeHtml(tr(lang, 'paidText'))}</p>
    ${postButton(input.payAction, lang, tr(lang, 'continue'), 'pay')}
  </div>
</div>`;
    return page({ ...input, title: tr(lang, 'title') }, body);
  }

  const rows: [string, string, string][] = [
    [tr(lang, 'when'), formatAppointment(checkout.summary.slotDate, checkout.summary.slotTime, lang), ''],
    [tr(lang, 'method'), tr(lang, 'card'), 'nowrap'],
    [tr(lang, 'reference'), checkout.id, 'code'],
  ];
  const body = `${notice}
<div class="card">${head}
  ${detailRows(rows)}
  <div class="total"><span>${escapeHtml(tr(lang, 'total'))}</span><strong>${escapeHtml(amount)}</strong></div>
  <div class="actions">
    ${postButton(input.payAction, lang, tr(lang, 'pay', { amount }), 'pay')}
    ${postButton(input.cancelAction, lang, tr(lang, 'cancel'), 'cancel')}
  </div>
</div>
<p class="fineprint">${escapeHtml(tr(lang, 'secure'))}</p>`;
  return page({ ...input, title: tr(lang, 'title') }, body);
}

type MessagePageInput = {
  lang: PageLang;
  theme: PageTheme;
  siteName: string;
  backUrl: string;
  langLinks: Record<PageLang, string>;
};

/** A page of one message and one way on. */
function messagePage(input: MessagePageInput, title: Key, text: Key, back: Key): string {
  const { lang } = input;
  const body = `<div class="card"><div class="message">
  <h1>${escapeHtml(tr(lang, title))}</h1>
  <p>${escapeHtml(tr(lang, text))}</p>
  <a class="button pay" href="${escapeHtml(input.backUrl)}">${escapeHtml(tr(lang, back))}</a>
</div></div>`;
  return page({ ...input, title: tr(lang, title) }, body);
}

export function renderTestCheckoutNotFound(input: MessagePageInput): string {
  return messagePage(input, 'notFoundTitle', 'notFoundText', 'back');
}

/** A form named a payment method the page does not offer; the way on is the checkout page. */
export function renderTestCheckoutBadChoice(input: MessagePageInput): string {
  return messagePage(input, 'badChoiceTitle', 'badChoiceText', 'backToCheckout');
}
