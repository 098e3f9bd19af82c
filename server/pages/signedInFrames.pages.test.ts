// The first frame of a page behind the login, drawn by the server for a visitor with a stored
// session: what the browser would draw first (the page's heading and lead over its loading
// line), so it paints before any script has run. The account's data never is in it (only the
// browser holds the token), and a signed-in visitor's public pages stay the browser's to render.
import { renderPage } from '../../src/app/renderPage';
import { clinic } from '../../src/shared/dictionary/clinic';
import { common } from '../../src/shared/dictionary/common';
import { consoleHeads } from '../../src/shared/dictionary/consoleHeads';
import { RENDERED_FRAME_ATTRIBUTE, RENDERED_LANG_ATTRIBUTE, SIGNED_IN_HINT } from '../../src/shared/renderHints';
import { createTestApp, type TestApp } from '../test/harness';

const INDEX_HTML =
  '<!doctype html><html lang=id><head><meta charset=utf-8><title>Site</title></head><body><div id=root></div></body></html>';
const SIGNED_IN = { cookie: `${SIGNED_IN_HINT}=1` };

let t: TestApp;
let renders: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    indexHtml: INDEX_HTML,
    renderPage: (url, language, answers, at, visitor) => {
      renders.push(`${visitor} ${url}`);
      return renderPage(url, language, answers, at, visitor);
    },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  renders = [];
});

const view = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const rootOf = (html: string) => html.slice(html.indexOf('<div id='), html.lastIndexOf('</body>'));

test('a console section opens with its heading and lead over the loading line, in the server’s HTML', async () => {
  const html = await view('/admin/pages', SIGNED_IN);
  const root = rootOf(html);
  expect(root).toMatch(new RegExp(`^<div id="root" ${RENDERED_FRAME_ATTRIBUTE}="id">`));
  expect(root).not.toContain(RENDERED_LANG_ATTRIBUTE);
  expect(root).toMatch(/<h1 id="pages-title"[^>]*>Halaman<\/h1>/);
  expect(root).toContain(`>${consoleHeads['admin.pages.lead'].id}</p>`);
  expect(root).toMatch(/role="status"[^>]*>Memuat/);
  // Its styles come with it, so it paints as it will look.
  expect(html).toMatch(/<style[^>]*data-styled[^>]*>[\s\S]*<\/style><\/head>/);
});

test('the frame is in the language of the address or the visitor’s saved one, for the doctor panel too', async () => {
  const english = rootOf(await view('/en/doctor', SIGNED_IN));
  expect(english).toContain(`${RENDERED_FRAME_ATTRIBUTE}="en"`);
  expect(english).toContain(clinic['clinic.panel.lead'].en);
  const saved = rootOf(await view('/admin/doctors', { cookie: `${SIGNED_IN_HINT}=1; site_lang=en` }));
  expect(saved).toContain(`${RENDERED_FRAME_ATTRIBUTE}="en"`);
  expect(saved).toMatch(/<h1 id="doctors-title"[^>]*>Doctors<\/h1>/);
});

test('a frame shows the account menu as it is before the profile comes, and is drawn for each view, never kept', async () => {
  await view('/my-appointments', SIGNED_IN);
  const root = rootOf(await view('/my-appointments', SIGNED_IN));
  expect(renders).toEqual(['signed-in /my-appointments', 'signed-in /my-appointments']);
  expect(root).toContain(RENDERED_FRAME_ATTRIBUTE);
  expect(root).toMatch(/<h1[^>]*>Janji Temu Saya<\/h1>/);
  // The profile's initials disc, empty until the profile says whose it is, and no name yet.
  expect(root).toMatch(
    /aria-label="Menu akun"[^>]*><span aria-hidden="true"[^>]*><span aria-hidden="true"><\/span><\/span><span[^>]*><\/span>/,
  );
  // Not the visitor's navbar, which offers to create an account.
  expect(root).not.toContain(common['nav.createAccount'].id);
});

test('a public page for a signed-in visitor, and a page behind the login for a visitor, stay the browser’s to render', async () => {
  expect(rootOf(await view('/about', SIGNED_IN))).toBe('<div id=root></div>');
  expect(rootOf(await view('/admin/pages'))).toBe('<div id=root></div>');
  expect(renders).toEqual([]);
});
