// One look for every e-mail: the site's name on its primary colour, a heading, a few
// paragraphs, a table of details and a button, as HTML with inline styles (mail clients
// drop style sheets) and as plain text. Every value is escaped here, once, so nothing a
// visitor typed reaches the HTML as markup.
import type { BrandColors } from '../../siteBrand';
import { escapeHtml } from '../../payments/testCheckoutPage';
import { type LangCode } from '../../../../src/shared/language';

export type MailContent = {
  subject: string;
  /** Paragraphs before the details. */
  intro: string[];
  /** Label and value; a value may run over several lines. */
  details: [string, string][];
  /** Paragraphs after the details. */
  notes: string[];
  action?: { label: string; url: string };
  footer: string;
};

export type RenderedMail = { subject: string; html: string; text: string };

/** Neutral tones around the brand colour, chosen to keep body text above 7:1 contrast on white. */
const TONES = { page: '#f3f4f6', card: '#ffffff', text: '#1f2937', muted: '#4b5563', rule: '#e5e7eb' } as const;

const multiline = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

export function renderLayout(lang: LangCode, siteName: string, brand: BrandColors, content: MailContent): RenderedMail {
  const paragraph = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${multiline(text)}</p>`;
  const rows = content.details
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 16px 6px 0;color:${TONES.muted};font-weight:normal;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;vertical-align:top">${multiline(value)}</td></tr>`,
    )
    .join('');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${brand.primary};color:${brand.onPrimary};padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${TONES.page};color:${TONES.text};font-family:Arial,Helvetica,sans-serif;font-size:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${TONES.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${TONES.card};border-radius:8px">
<tr><td style="background:${brand.primary};color:${brand.onPrimary};padding:16px 24px;font-size:18px;font-weight:bold;border-radius:8px 8px 0 0">${escapeHtml(siteName)}</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:20px;line-height:1.3;margin:0 0 16px">${escapeHtml(content.subject)}</h1>
${content.intro.map(paragraph).join('\n')}
${rows ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-top:1px solid ${TONES.rule};border-bottom:1px solid ${TONES.rule};padding:8px 0;width:100%">${rows}</table>` : ''}
${content.notes.map(paragraph).join('\n')}
${button}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${TONES.rule};color:${TONES.muted};font-size:13px;line-height:1.5">${multiline(content.footer)}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  const width = Math.max(0, ...content.details.map(([label]) => label.length));
  const detailLines = content.details.map(
    ([label, value]) => `${`${label}:`.padEnd(width + 2)}${value.replace(/\r?\n/g, `\n${' '.repeat(width + 2)}`)}`,
  );
  const text = [
    content.subject,
    ...content.intro,
    ...(detailLines.length ? [detailLines.join('\n')] : []),
    ...content.notes,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    `-- \n${siteName}\n${content.footer}`,
  ].join('\n\n');
  return { subject: content.subject, html, text: `${text}\n` };
}
