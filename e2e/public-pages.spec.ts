// The public pages end to end (Home, About, Contact, the newsletter): a visitor tours them in
// real Chromium against the real server, at phone and desktop widths, with axe on each screen.
// That messages and sign-ups land in the database is proven by the server tests
// (server/routes/contact.test.ts); here the visitor sees the answers the server gave.
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, expect, expectAccessible, PHONE, scrollThroughPage, test, watchConsole } from './support';

// Visitors only read here, so this file's journeys may run in both workers at once.
test.describe.configure({ mode: 'parallel' });

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The label ("2 of 4") of the banner slide on show. */
const shownBanner = (banners: Locator) => banners.locator('[data-active="true"]').getAttribute('aria-label');

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectImagesLoaded(section: Locator) {
  const images = section.locator('img');
  await expect.poll(() => images.count()).toBeGreaterThan(0);
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test('the home page: rotating banner, intro, restaurants 3 + 2 with city switchers, achievements and the contact form', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const problems = watchConsole(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Cita Rasa Nusantara di Setiap Meja' })).toBeVisible();

      // The banner advances on its own (every 5 s) and wraps with the arrows.
      const banners = page.getByRole('region', { name: 'Sorotan Nusantara Rasa' });
      await expect(
        banners.getByRole('img', { name: 'Hidangan Nusantara tersaji di atas meja kayu beralas daun pisang' }),
      ).toBeVisible();
      expect(await shownBanner(banners)).toBe('1 dari 4');
      await expect.poll(() => shownBanner(banners), { timeout: 8_000 }).toBe('2 dari 4');
      await banners.getByRole('button', { name: 'Slide sebelumnya' }).click();
      await banners.getByRole('button', { name: 'Slide sebelumnya' }).click();
      await expect.poll(() => shownBanner(banners)).toBe('4 dari 4');
      await banners.getByRole('button', { name: 'Tampilkan slide 1' }).click();
      await expect.poll(() => shownBanner(banners)).toBe('1 dari 4');
      await page.mouse.move(0, 0);
      await page.getByRole('heading', { level: 1 }).click();

      await expect(page.getByRole('link', { name: /Selengkapnya/ })).toHaveAttribute('href', '/about');
      const slider = page.getByRole('region', { name: 'Etalase restoran' });
      await slider.getByRole('button', { name: 'Restoran berikutnya' }).click();
      await expect(slider.locator('[data-active="true"]')).toContainText('Sate Senja');

      // Five restaurants: three on the first row, two on the second.
      const restaurants = page.getByRole('region', { name: 'Restoran Kami', exact: true });
      const rows = restaurants.getByTestId('restaurant-row');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0).getByRole('heading', { level: 3 })).toHaveCount(3);
      await expect(rows.nth(1).getByRole('heading', { level: 3 })).toHaveCount(2);
      await expectImagesLoaded(restaurants);
      if (name === 'desktop') {
        const [first, fourth] = await Promise.all([
          rows.nth(0).locator('li').first().boundingBox(),
          rows.nth(1).locator('li').first().boundingBox(),
        ]);
        expect(fourth!.y).toBeGreaterThan(first!.y + first!.height - 1);
      }
      const cities = restaurants.getByRole('group', { name: 'Kota Dapur Nusantara' });
      await expect(cities).toContainText('Jakarta');
      await cities.getByRole('button', { name: 'Kota berikutnya untuk Dapur Nusantara' }).click();
      await expect(cities).toContainText('Bandung');
      await cities.getByRole('button', { name: 'Kota sebelumnya untuk Dapur Nusantara' }).click();
      await cities.getByRole('button', { name: 'Kota sebelumnya untuk Dapur Nusantara' }).click();
      await expect(cities).toContainText('Semarang');

      const achievements = page.getByRole('region', { name: 'Pencapaian Kami' });
      await expect(achievements.getByText('150+')).toBeVisible();

      await expectAccessible(page);
      await expectNoHorizontalScroll(page);
      expect(problems).toEqual([]);
    });

    test('sending a message from the home page and subscribing to the newsletter', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto('/');
      // The contact form loads as the visitor scrolls down to it (the footer's newsletter is in the page).
      await scrollThroughPage(page);
      const form = page.getByRole('form', { name: /Hubungi kami/ });
      await form.scrollIntoViewIfNeeded();

      await form.getByLabel('Nama lengkap').fill('Siti Rahma');
      await form.getByRole('button', { name: 'Kirim pesan' }).click();
      // Said at the empty fields, not in a toast.
      await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Harap isi kolom ini');
      await expect(form.getByLabel('Pesan')).toHaveAccessibleDescription('Harap isi kolom ini');
      await expect(page.locator('.Toastify__toast')).toHaveCount(0);

      await form.getByLabel('Email').fill(`siti-${Date.now()}@example.com`);
      await form.getByLabel('Pesan').fill('Apakah bisa reservasi untuk 20 orang pada hari Sabtu?');
      await form.getByRole('button', { name: 'Kirim pesan' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Pesan berhasil dikirim!' })).toBeVisible();
      await expect(form.getByLabel('Nama lengkap')).toHaveValue('');
      await expect(form.getByLabel('Email')).toHaveValue('');
      await expect(form.getByLabel('Pesan')).toHaveValue('');

      // The newsletter in the footer: a bad address, a sign-up, the same address again in capitals.
      const newsletter = page.getByRole('form', { name: 'Berlangganan newsletter' });
      const email = unique('newsletter');
      await newsletter.getByLabel('Alamat email Anda').fill('bukan-email');
      await newsletter.getByRole('button', { name: 'Berlangganan' }).click();
      // Said at the field, not in a toast.
      await expect(newsletter.getByLabel('Alamat email Anda')).toHaveAccessibleDescription(
        'Masukkan alamat email yang valid',
      );
      await expect(
        page.locator('.Toastify__toast').filter({ hasText: 'Masukkan alamat email yang valid' }),
      ).toHaveCount(0);
      await newsletter.getByLabel('Alamat email Anda').fill(email);
      await newsletter.getByRole('button', { name: 'Berlangganan' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Terima kasih telah berlangganan!' })).toBeVisible();
      await expect(newsletter.getByLabel('Alamat email Anda')).toHaveValue('');
      await newsletter.getByLabel('Alamat email Anda').fill(email.toUpperCase());
      await newsletter.getByRole('button', { name: 'Berlangganan' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Email ini sudah berlangganan' })).toBeVisible();
      await expectAccessible(page);
      // The refused repeat is answered 409 on purpose; Chromium notes every 4xx resource in the console.
      expect(problems.filter((problem) => !problem.includes('status of 409 (Conflict)'))).toEqual([]);
      expect(problems).toHaveLength(1);
    });

    test('the about page: banner, restaurants, video, chef, product and news popups', async ({ page }) => {
      test.setTimeout(90_000);
      const problems = watchConsole(page);
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Hubungi kami/ })).toHaveAttribute('href', '/contact#contact-form');
      await expect(
        page.getByRole('region', { name: 'Restoran unggulan' }).getByRole('heading', { level: 2 }),
      ).toHaveCount(4);

      // The video and its poster load as the visitor comes near their section, not with the page.
      const video = page.locator('video');
      await page.locator('section[aria-labelledby="about-food-title"]').scrollIntoViewIfNeeded();
      await expect(video).toHaveAttribute('poster', /about-food-poster/);
      expect(await video.evaluate((el: HTMLVideoElement) => el.muted && el.loop && el.autoplay && el.playsInline)).toBe(
        true,
      );
      await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Jeda video' }).click();
      await expect(page.getByRole('button', { name: 'Putar video' })).toBeVisible();
      expect(await video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);

      await expect(page.getByTestId('our-restaurants-left').getByRole('heading', { level: 3 })).toHaveText([
        'Dapur Nusantara',
        'Sate Senja',
      ]);
      await expect(page.getByTestId('our-restaurants-right').getByRole('heading', { level: 3 })).toHaveText([
        'Rumah Minang',
        'Soto Rempah',
      ]);
      await expect(page.getByRole('img', { name: 'Kepala dapur kami membawa sepiring nasi goreng' })).toBeVisible();

      // Products: up to six, three by two on wide screens and two by three on phones.
      const products = page.getByRole('region', { name: 'Produk Kami' });
      const tiles = products.getByRole('button');
      await expect(tiles).toHaveCount(6);
      const boxes = await Promise.all((await tiles.all()).map((tile) => tile.boundingBox()));
      const rowsOfTiles = new Set(boxes.map((box) => Math.round(box!.y))).size;
      expect(rowsOfTiles).toBe(name === 'desktop' ? 2 : 3);

      const rendang = products.getByRole('button', { name: 'Rendang Daging' });
      // Names show on hover and on keyboard focus.
      const nameOpacity = (tile: Locator) =>
        tile
          .locator('span')
          .last()
          .evaluate((el) => getComputedStyle(el).opacity);
      await expect.poll(() => nameOpacity(rendang)).toBe('0');
      await rendang.focus();
      await expect.poll(() => nameOpacity(rendang)).toBe('1');
      await rendang.click();
      const productPopup = page.getByRole('dialog', { name: 'Rendang Daging' });
      await expect(productPopup).toBeVisible();
      await expect(productPopup).toContainText('Daging sapi dimasak perlahan');
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(productPopup).toBeHidden();
      await expect(rendang).toBeFocused();
      await expect(rendang).toHaveAttribute('aria-current', 'true');

      const news = page.getByRole('region', { name: 'Berita Terbaru' });
      await news.getByRole('button', { name: 'Rumah Minang Raih Penghargaan Restoran Keluarga Terbaik' }).click();
      const newsPopup = page.getByRole('dialog', { name: 'Rumah Minang Raih Penghargaan Restoran Keluarga Terbaik' });
      await expect(newsPopup).toContainText('20 Nov 2025');
      await newsPopup.getByRole('button', { name: 'Tutup' }).click();
      await expect(newsPopup).toBeHidden();

      await expectAccessible(page);
      await expectNoHorizontalScroll(page);
      expect(problems).toEqual([]);
    });

    test('the contact page: the about button scrolls to the form, which sends all five fields', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto('/about');
      await page.getByRole('link', { name: /Hubungi kami/ }).click();
      await expect(page).toHaveURL(/\/contact#contact-form$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeAttached();
      const section = page.getByRole('region', { name: 'Kirim Pesan' });
      await expect(section).toBeInViewport();
      await expect(page.getByRole('heading', { level: 2, name: 'Kirim Pesan' })).toBeVisible();

      const form = page.getByRole('form', { name: 'Kirim Pesan' });
      await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
      await expect(form.getByLabel('Nomor telepon')).toHaveAttribute('type', 'tel');
      await form.getByLabel('Nama lengkap').fill('Budi Santoso');
      await form.getByLabel('Email').fill(`budi-${Date.now()}@example.com`);
      await form.getByRole('button', { name: 'Kirim pesan' }).click();
      await expect(form.getByLabel('Nomor telepon')).toHaveAccessibleDescription('Harap isi kolom ini');
      await expect(page.locator('.Toastify__toast')).toHaveCount(0);

      await form.getByLabel('Nomor telepon').fill('+62 812 3456 7890');
      await form.getByLabel('Subjek').fill('Kemitraan waralaba');
      await form.getByLabel('Pesan').fill('Saya ingin membuka waralaba Sate Senja di Makassar.');
      await form.getByRole('button', { name: 'Kirim pesan' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Pesan berhasil dikirim!' })).toBeVisible();
      for (const label of ['Nama lengkap', 'Email', 'Nomor telepon', 'Subjek', 'Pesan']) {
        await expect(form.getByLabel(label)).toHaveValue('');
      }
      await expect(
        page.getByRole('list', { name: 'Kontak kantor pusat' }).getByRole('link', { name: '+62 21 5790 8123' }),
      ).toHaveAttribute('href', 'tel:+622157908123');

      await expectAccessible(page);
      await expectNoHorizontalScroll(page);
      expect(problems).toEqual([]);
    });

    test('switching to English shows the English content on every page', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Cita Rasa Nusantara di Setiap Meja' })).toBeVisible();
      if (name === 'phone') await page.getByRole('button', { name: 'Buka menu' }).click();
      await page.getByRole('link', { name: 'Ganti bahasa ke English' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'The Flavours of the Archipelago at Every Table' }),
      ).toBeVisible();
      await scrollThroughPage(page);
      await expect(
        page.getByRole('region', { name: 'Our Restaurants' }).getByText(/Home-style Indonesian cooking/),
      ).toBeVisible();
      await expect(
        page.getByText(
          'From satay grilled over charcoal to palm-sugar cendol, find your favourite brand in the nearest city.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Our Achievements' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Learn more/i })).toBeVisible();
      await expectAccessible(page);

      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      await page.getByRole('region', { name: 'Our Products' }).getByRole('button', { name: 'Beef Rendang' }).click();
      await expect(page.getByRole('dialog', { name: 'Beef Rendang' })).toContainText(
        'Beef slow-cooked in coconut milk',
      );
      await page.keyboard.press('Escape');

      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Send a Message' })).toBeVisible();
      await expect(page.getByLabel('Phone number')).toBeVisible();
      await expectAccessible(page);
      expect(problems).toEqual([]);
    });
  });
}

for (const [name, viewport, address, title] of [
  ['phone', PHONE, '/contact#contact-form', 'Kirim Pesan'],
  ['desktop', DESKTOP, '/en/contact#contact-form', 'Send a Message'],
] as const) {
  test(`opened at ${address} on a ${name}, the page starts at its top and scrolls once, smoothly, to the form`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // Every frame's scroll position from the very start of the page, before any script of the site.
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { seen: number[] }).seen = seen;
      const look = () => {
        if (seen[seen.length - 1] !== window.scrollY) seen.push(window.scrollY);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto(address);
    const section = page.getByRole('region', { name: title });
    await expect(section).toBeInViewport();
    // Until the scrolling has come to rest.
    let last = -1;
    await expect
      .poll(
        async () => {
          const now = await page.evaluate(() => window.scrollY);
          const resting = now === last && now > 0;
          last = now;
          return resting;
        },
        { intervals: [300] },
      )
      .toBe(true);
    await expect(section).toBeInViewport();
    const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    // From the top, only ever down, through several frames (smooth), to the form: no jump to it first, no jump back.
    expect(seen[0]).toBe(0);
    expect(seen.slice(1).every((position, index) => position >= seen[index])).toBe(true);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen[seen.length - 1]).toBe(last);
  });
}
