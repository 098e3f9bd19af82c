import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { CATEGORY_NAMES } from '../src/features/investor/testData';
import { investor } from '../src/shared/dictionary/investor';
import { DESKTOP, expect, expectAccessible, PHONE, test, watchConsole } from './support';

// A visitor tours Career, Our brand and Investor relation on a phone and on a desktop:
// the job popup, the brands' menu buttons, the investor categories and a PDF download,
// then the same pages in English.

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('Career: the banner button scrolls to the jobs, and a job opens in an accessible popup', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto('/career');
      await expect(page.getByRole('heading', { level: 1, name: 'Karier' })).toBeVisible();
      await settle(page);
      await expectAccessible(page);

      const jobsHeading = page.getByRole('heading', { level: 2, name: 'Lowongan Tersedia' });
      await page.getByRole('button', { name: /Lihat Lowongan/ }).click();
      await expect(jobsHeading).toBeInViewport();
      await expect(jobsHeading).toBeFocused();

      const opener = page.getByRole('button', { name: /Lihat detail lowongan Manajer Gerai/ });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Manajer Gerai (Outlet Manager) – Surabaya' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Rp 9.500.000 – Rp 13.000.000 / bulan')).toBeVisible();
      const qualifications = dialog.getByRole('list', { name: 'Kualifikasi' }).getByRole('listitem');
      await expect(qualifications).toHaveCount(5);
      await expect(qualifications.first()).toHaveText('Pendidikan minimal D3/S1 semua jurusan, diutamakan Perhotelan');
      // Applying is the site's own contact form, its subject the job: a link that leads somewhere.
      const apply = dialog.getByRole('link', { name: 'Lamar Sekarang' });
      await expect(apply).toHaveAttribute(
        'href',
        `/contact?subject=${encodeURIComponent('Lamaran: Manajer Gerai (Outlet Manager) – Surabaya')}#contact-form`,
      );
      await expect(apply).not.toHaveAttribute('target');
      await expect(dialog.getByText('Membuka formulir kontak kami dengan posisi ini sebagai subjek.')).toBeVisible();
      await expectAccessible(page);

      // Focus stays inside: Tab from the last control comes back to the first.
      await apply.focus();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Tutup' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(apply).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      // A click on the backdrop closes it too.
      await opener.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, viewport.height - 5);
      await expect(dialog).toBeHidden();

      // Apply opens the contact form with the job as its subject, scrolled to.
      await opener.click();
      await dialog.getByRole('link', { name: 'Lamar Sekarang' }).click();
      await expect(page).toHaveURL(/\/contact\?subject=.+#contact-form$/);
      await expect(page.getByLabel('Subjek')).toHaveValue('Lamaran: Manajer Gerai (Outlet Manager) – Surabaya');
      await expect(page.getByRole('form', { name: 'Kirim Pesan' })).toBeInViewport();
      expect(problems).toEqual([]);
    });

    test('Our brand: benefits, video, alternating restaurant rows, menu buttons and the contact button', async ({
      page,
      context,
    }) => {
      const problems = watchConsole(page);
      await page.goto('/our-brand');
      await expect(page.getByRole('heading', { level: 1, name: 'Brand Kami' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'Bersertifikat Halal' })).toBeVisible();
      // The video and its poster load as the visitor comes near their section.
      await page.locator('section[aria-labelledby="brand-about-food-title"]').scrollIntoViewIfNeeded();
      const video = page.getByLabel('Video suasana dapur kami');
      // A picture of the content: answered absolute on APP_URL, the address the journeys use.
      await expect(video).toHaveAttribute('poster', /^http:\/\/localhost:\d+\/media\/about-food-poster\.webp$/);
      expect(
        await video.evaluate((element: HTMLVideoElement) => element.muted && element.loop && element.playsInline),
      ).toBe(true);

      const rows = page.getByTestId('brand-row');
      await expect(rows).toHaveCount(6);
      expect(await rows.evaluateAll((all) => all.map((row) => (row as HTMLElement).dataset.tone))).toEqual([
        'light',
        'dark',
        'light',
        'dark',
        'light',
        'dark',
      ]);
      // Light and dark rows differ in colour, and on a desktop the picture changes sides.
      const colours = await rows.evaluateAll((all) =>
        all.slice(0, 2).map((row) => getComputedStyle(row).backgroundColor),
      );
      expect(colours[0]).not.toBe(colours[1]);
      if (name === 'desktop') {
        const sides = await rows.evaluateAll((all) =>
          all.slice(0, 2).map((row) => {
            const picture = row.querySelector('img')!.getBoundingClientRect();
            const heading = row.querySelector('h3')!.getBoundingClientRect();
            return picture.left < heading.left ? 'left' : 'right';
          }),
        );
        expect(sides).toEqual(['left', 'right']);
      }

      // A menu opens in a new tab: the brand's menu, a PDF the site itself serves.
      const [menu] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Lihat menu Sate Senja (membuka tab baru)' }).click(),
      ]);
      await menu.waitForURL('**/documents/menu-sate-senja.pdf');
      expect(new URL(menu.url()).pathname).toBe('/documents/menu-sate-senja.pdf');
      // Opened without a handle back on this page.
      expect(await menu.evaluate(() => window.opener)).toBeNull();
      await menu.close();
      const pdf = await page.request.get('/documents/menu-sate-senja.pdf');
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // The brand without a menu link has a plain menu button that says so.
      await expect(rows.nth(4).getByRole('heading', { level: 3, name: 'Mie Kampung' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Lihat menu Mie Kampung (membuka tab baru)' })).toHaveCount(0);
      await rows.nth(4).getByRole('button', { name: 'Lihat menu Mie Kampung' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Tautan menu tidak tersedia' })).toBeVisible();

      await settle(page);
      await expectAccessible(page);
      await page
        .getByRole('region', { name: 'Ingin bermitra dengan kami?' })
        .getByRole('link', { name: /Hubungi Kami/ })
        .click();
      await expect(page).toHaveURL(/\/contact#contact-form$/);
      expect(problems).toEqual([]);
    });

    test('Investor relation: the seven categories, their tables and a Transparency PDF download', async ({ page }) => {
      const problems = watchConsole(page);
      // A page visited first finds its data in the page itself; arriving from another page,
      // the investor page asks the API. Hold that answer back a moment to see the loading text.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/investor-relation', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/');
      if (name === 'phone') await page.getByRole('button', { name: 'Buka menu' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Hubungan Investor' }).click();
      await expect(page.getByText('Memuat...')).toBeVisible();
      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Hubungan Investor' })).toBeVisible();
      await expect(page.getByText('Memuat...')).toBeHidden();

      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveText([...CATEGORY_NAMES.id]);
      const panel = page.getByRole('tabpanel');
      const yearTable = panel.getByRole('table', { name: 'Informasi Keuangan' });
      await expect(yearTable.getByRole('columnheader')).toHaveText(['Tahun', 'Detail']);
      const report = yearTable.getByRole('link', { name: /Laporan Keuangan Konsolidasian Kuartal III 2025/ });
      await expect(report).toHaveAttribute('target', '_blank');
      await expect(report).toHaveAttribute('href', '/documents/laporan-keuangan-q3-2025.pdf');
      await settle(page);
      await expectAccessible(page);

      // On a phone the categories sit above the content; on a desktop to its left.
      const menuBox = (await page.getByRole('tablist').boundingBox())!;
      const panelBox = (await panel.boundingBox())!;
      if (name === 'phone') expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(panelBox.y + 1);
      else expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(panelBox.x + 1);

      await page.getByRole('tab', { name: 'Laporan Tahunan' }).click();
      await expect(panel.getByRole('table', { name: 'Laporan Tahunan' }).getByRole('row')).toHaveCount(5);

      await page.getByRole('tab', { name: 'Keterbukaan Informasi' }).click();
      const downloads = panel.getByRole('table', { name: 'Keterbukaan Informasi' });
      await expect(downloads.getByRole('columnheader')).toHaveText(['Judul', 'Unduh']);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        downloads.getByRole('link', { name: /Unduh Keterbukaan Informasi: Pembukaan Gerai ke-150/ }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('keterbukaan-gerai-150.pdf');
      const file = await download.path();
      expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await expectAccessible(page);

      await page.getByRole('tab', { name: 'Riwayat Dividen' }).click();
      await expect(panel.getByText(/membagikan dividen tunai/)).toBeVisible();
      const years = panel.getByRole('list', { name: 'Dividen per tahun' }).getByRole('listitem');
      await expect(years).toHaveCount(5);
      await expect(years.first()).toContainText('2025');
      await expect(years.first()).toContainText('Rp 27 per saham');
      await expect(page).toHaveURL(/category=divident-history/);
      await expectAccessible(page);
      expect(problems).toEqual([]);
    });
  });
}

test('switching to English shows English content on the three pages', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize(DESKTOP);
  await page.goto('/investor-relation');
  await expect(page.getByRole('heading', { level: 1, name: 'Hubungan Investor' })).toBeVisible();
  await page.getByRole('link', { name: 'Ganti bahasa ke English' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Investor Relations' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([...CATEGORY_NAMES.en]);
  const table = page.getByRole('tabpanel').getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Year', 'Detail']);
  await expect(table.getByRole('link', { name: /Consolidated Financial Statements Q3 2025/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Transparency of Information' }).click();
  await expect(page.getByRole('link', { name: /Download Disclosure: Opening of the 150th Outlet/ })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Careers', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  await page.getByRole('button', { name: /View details of the Outlet Manager – Surabaya opening/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Outlet Manager – Surabaya' });
  await expect(dialog.getByText('IDR 9,500,000 – IDR 13,000,000 / month')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Apply Now/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Our Brands', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Brands' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Meet Our Brands' })).toBeVisible();
  // Mie Kampung has no online menu: its menu button opens nothing and says so.
  await expect(page.getByRole('heading', { level: 3, name: 'Mie Kampung' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View the Mie Kampung menu (opens in a new tab)' })).toHaveCount(0);
  await page.getByRole('button', { name: 'View the Mie Kampung menu', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Menu link not available' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View the Sate Senja menu (opens in a new tab)' })).toBeVisible();
  await settle(page);
  await expectAccessible(page);
  expect(problems).toEqual([]);
});

test('a change of language on the investor page never shows the banner subtitle in other words while its text loads', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/en/investor-relation');
  const subtitle = page.locator('main h1 + p');
  await expect(subtitle).toBeVisible();
  const english = (await subtitle.textContent())!;
  // Every frame's subtitle as seen: its words and how opaque its banner text is.
  await page.evaluate(() => {
    const seen: [string, number][] = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    const look = () => {
      const text = document.querySelector('main h1 + p');
      if (text) seen.push([text.textContent ?? '', Number(getComputedStyle(text.parentElement!).opacity)]);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.getByRole('link', { name: 'Switch language to Bahasa Indonesia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hubungan Investor' })).toBeVisible();
  await expect(subtitle).not.toHaveText(english);
  await expect(subtitle).not.toHaveText(investor['investor.bannerSubtitle'].id);
  const indonesian = (await subtitle.textContent())!;
  await expect.poll(() => subtitle.evaluate((text) => Number(getComputedStyle(text.parentElement!).opacity))).toBe(1);
  const shown = (await page.evaluate(() => (window as unknown as { seen: [string, number][] }).seen))
    .filter(([, opacity]) => opacity > 0)
    .map(([text]) => text);
  expect(new Set(shown)).toEqual(new Set([english, indonesian]));
});
