// A page on another site (another origin: 127.0.0.1 and another port, where the site is
// localhost) that uses the API the way a frontend written for the group's original backend
// does: it shows a doctor's picture by the absolute URL the API answers, signs a new user up
// and shows their profile picture. The browser loads those pictures only because the API
// answers absolute URLs and the site serves them Cross-Origin-Resource-Policy: cross-origin
// (docs/compatibility.md). The site lists this origin in CORS_ORIGINS (playwright.config.ts).
import http from 'node:http';
// Playwright's own test: support.ts's page waits for the site's web app, which this page is not.
import { expect, test, type Page } from '@playwright/test';

const OTHER_ORIGIN = process.env.E2E_OTHER_ORIGIN ?? 'http://127.0.0.1:3102';

let other: http.Server;
let pageHtml = '';

test.beforeAll(async () => {
  const { hostname, port } = new URL(OTHER_ORIGIN);
  other = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(pageHtml);
  });
  await new Promise<void>((resolve, reject) => {
    other.once('error', reject);
    other.listen(Number(port), hostname, resolve);
  });
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => other.close(() => resolve()));
});

/** The picture's decoded width once it has loaded (0 when the browser refused or failed it). */
const loadedWidth = (page: Page, selector: string) =>
  page.locator(selector).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1));

test("another site shows a doctor's picture and a new user's picture by the API's absolute URLs", async ({
  page,
  request,
  baseURL,
}) => {
  const site = new URL(baseURL!).origin;
  const { doctors } = (await (await request.get('/api/doctor/list')).json()) as {
    doctors: { name: string; image: string }[];
  };
  const doctor = doctors[0];
  expect(doctor.image.startsWith(`${site}/media/`), doctor.image).toBe(true);

  const email = `other-origin-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  // The page as such a frontend writes it: the doctor's picture straight from the list, and
  // sign-up then the profile through the API across origins, with the token header.
  pageHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Another site</title></head>
<body>
  <img id="doctor" alt="${doctor.name}" src="${doctor.image}">
  <img id="avatar" alt="">
  <img id="control" alt="" src="${site}/favicon-32.png">
  <p id="status">working</p>
  <script>
    (async () => {
      const api = ${JSON.stringify(site)};
      const post = (path, body, token) => fetch(api + path, {
        method: 'POST',
        headers: Object.assign({ 'Content-Type': 'application/json' }, token ? { token } : {}),
        body: JSON.stringify(body),
      }).then((res) => res.json());
      const signedUp = await post('/api/user/register', { name: 'Dewi Lain', email: ${JSON.stringify(email)}, password: 'a long and memorable passphrase', dateOfBirth: '1990-04-12' });
      if (!signedUp.success) throw new Error(signedUp.message);
      const profile = await fetch(api + '/api/user/get-profile', { headers: { token: signedUp.token } }).then((res) => res.json());
      document.getElementById('avatar').src = profile.userData.image;
      document.getElementById('status').textContent = 'done';
    })().catch((error) => { document.getElementById('status').textContent = 'failed: ' + error.message; });
  </script>
</body></html>`;

  const refused: string[] = [];
  page.on('requestfailed', (failed) => refused.push(`${failed.url()}: ${failed.failure()?.errorText}`));
  await page.goto(`${OTHER_ORIGIN}/`);
  await expect(page.locator('#status')).toHaveText('done');

  await expect.poll(() => loadedWidth(page, '#doctor')).toBeGreaterThan(0);
  const avatar = await page.locator('#avatar').getAttribute('src');
  expect(avatar).toBe(`${site}/media/avatar-placeholder.svg`);
  await expect.poll(() => loadedWidth(page, '#avatar')).toBeGreaterThan(0);
  // The control: a file the site keeps same-origin is refused by the browser here, so the
  // pictures above load because of their policy, not because this browser ignores it.
  await expect.poll(() => loadedWidth(page, '#control')).toBe(0);
  expect(refused).toEqual([`${site}/favicon-32.png: net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin`]);
});
