// The footer and the slot picker by keyboard, at phone and desktop widths: the footer is in
// the server's HTML (found with scripts off) and follows the page's last control in the Tab
// order; from a chosen time, the next Tab reaches the booking button.
import type { APIRequestContext } from '@playwright/test';
import { DESKTOP, expect, PHONE, test, watchConsole } from './support';

async function firstAvailableDoctor(request: APIRequestContext) {
  const { doctors } = (await (await request.get('/api/doctor/list')).json()) as {
    doctors: { _id: string; available: boolean }[];
  };
  return doctors.find((doctor) => doctor.available)!._id;
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`on a ${name}`, () => {
    test('the footer is in the page without scripts: contact details, newsletter form, social and page links', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      for (const url of ['/', '/about', '/doctors']) {
        await page.goto(url);
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByRole('textbox', { name: 'Alamat email Anda' })).toBeAttached();
        await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', /instagram\.com/);
        await expect(footer.locator('a[href^="tel:"]')).toBeAttached();
        await expect(footer.getByRole('link', { name: 'Dokter' })).toHaveAttribute('href', '/doctors');
      }
      await context.close();
    });

    test('Tab goes on from the last control of the page into the footer, whose form then works', async ({ page }) => {
      const problems = watchConsole(page);
      await page.setViewportSize(viewport);
      await page.goto('/about');
      // The last control of the page's own content, then one Tab.
      await page.evaluate(() => {
        const controls = document.querySelectorAll<HTMLElement>(
          'main a[href], main button:not([disabled]), main input, main select, main textarea',
        );
        controls[controls.length - 1].focus();
      });
      await page.keyboard.press('Tab');
      const footer = page.getByRole('contentinfo');
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('footer'))).toBe(true);
      // On to the newsletter field within a few presses (past the social links).
      const field = footer.getByRole('textbox', { name: 'Alamat email Anda' });
      for (
        let presses = 0;
        presses < 8 && !(await field.evaluate((input) => input === document.activeElement));
        presses++
      ) {
        await page.keyboard.press('Tab');
      }
      await expect(field).toBeFocused();
      // Once the page is idle the footer's code has taken it over: a wrong address is said at once, and nothing is sent.
      await page.waitForLoadState('networkidle');
      await page.keyboard.type('not-an-address');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/about$/);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(problems).toEqual([]);
    });

    test('from a chosen time, the next Tab reaches the booking button; arrows move within the times', async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/appointment/${await firstAvailableDoctor(request)}`);
      const times = page.getByRole('radiogroup', { name: /^Pilih jam/ });
      // A day with two free times at least: late in the evening today has one, or none.
      const days = page.getByRole('radiogroup', { name: 'Pilih hari' }).getByRole('radio');
      for (let day = 0; (await times.getByRole('radio').count()) < 2; day++) await days.nth(day).click();
      const first = times.getByRole('radio').first();
      await first.click();
      await expect(first).toHaveAttribute('aria-checked', 'true');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Buat janji temu' })).toBeFocused();
      // Back into the group lands on the chosen time; an arrow chooses the next one.
      await page.keyboard.press('Shift+Tab');
      await expect(first).toBeFocused();
      await page.keyboard.press('ArrowRight');
      const second = times.getByRole('radio').nth(1);
      await expect(second).toBeFocused();
      await expect(second).toHaveAttribute('aria-checked', 'true');
      await expect(first).toHaveAttribute('aria-checked', 'false');
      // The days are one Tab stop too: Shift+Tab from the times reaches the chosen day.
      await page.keyboard.press('Shift+Tab');
      await expect(page.getByRole('radiogroup', { name: 'Pilih hari' }).locator('[aria-checked="true"]')).toBeFocused();
    });
  });
}
