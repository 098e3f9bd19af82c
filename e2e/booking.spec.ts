// Doctor booking end to end (issue: doctor list, appointment page with the slot rules,
// book / list / cancel): in real Chromium against the real server, at phone and desktop
// widths, with axe on every screen. The phone run keeps the default Indonesian interface;
// the desktop run switches to English first.
import type { Page } from '@playwright/test';
import { DESKTOP, expect, expectAccessible, expectUncovered, PHONE, test, watchConsole } from './support';

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const TEXT = {
  id: {
    speciality: 'Dokter Kulit',
    available: 'Tersedia',
    days: 'Pilih hari',
    times: /^Pilih jam/,
    book: 'Buat janji temu',
    booked: 'Janji temu berhasil dibuat',
    payOnline: /Bayar Online|Pay Online/,
    cancel: 'Batalkan janji temu',
    cancelDialog: 'Batalkan janji temu ini?',
    nothingCharged: 'Anda belum dikenai biaya apa pun untuk janji temu ini.',
    confirmCancel: 'Ya, batalkan',
    cancelledToast: 'Janji temu dibatalkan.',
    cancelledLabel: 'Janji temu dibatalkan',
    myAppointments: 'Janji Temu Saya',
  },
  en: {
    speciality: 'Dermatologist',
    available: 'Available',
    days: 'Choose a day',
    times: /^Choose a time/,
    book: 'Book an appointment',
    booked: 'Appointment booked',
    payOnline: /Pay Online/,
    cancel: 'Cancel appointment',
    cancelDialog: 'Cancel this appointment?',
    nothingCharged: 'Nothing was charged for this appointment.',
    confirmCancel: 'Yes, cancel it',
    cancelledToast: 'Appointment cancelled.',
    cancelledLabel: 'Appointment cancelled',
    myAppointments: 'My Appointments',
  },
} as const;

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a day with no slots left reads clearly: the evening on the clinic clock', async ({ page, request }) => {
  // 21:15 in Jakarta: today's last slot (20:30) has begun, so today's tab says none are left today (not full, not closed).
  await page.clock.setFixedTime(new Date('2026-03-04T21:15:00+07:00'));
  const doctors = (await (await request.get('/api/doctor/list')).json()) as {
    doctors: { _id: string; available: boolean }[];
  };
  const doctor = doctors.doctors.find((candidate) => candidate.available) ?? doctors.doctors[0];
  await page.setViewportSize(PHONE);
  await page.goto(`/appointment/${doctor._id}`);
  const days = page.getByRole('radiogroup', { name: TEXT.id.days });
  const today = days.getByRole('radio').first();
  await expect(today).toHaveAccessibleName(/Rabu, 4 Mar 2026 · Habis hari ini/);
  await expect(today).toContainText('Habis hari ini');
  await expect(today).toHaveAttribute('aria-checked', 'false');
  await expect(days.getByRole('radio').nth(1)).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);
});

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`in English the chosen time stays on one line, as tall as its neighbours, on a ${name}`, async ({
    page,
    request,
  }) => {
    const doctors = (await (await request.get('/api/doctor/list')).json()) as {
      doctors: { _id: string; available: boolean }[];
    };
    const doctor = doctors.doctors.find((candidate) => candidate.available) ?? doctors.doctors[0];
    await page.setViewportSize(viewport);
    await page.goto(`/en/appointment/${doctor._id}`);
    await page.getByRole('radiogroup', { name: TEXT.en.days }).getByRole('radio').nth(1).click();
    const times = page.getByRole('radiogroup', { name: TEXT.en.times });
    // A two-digit hour: the widest of the times, and bold once chosen.
    const chosen = times
      .getByRole('radio')
      .filter({ hasText: /^1[0-2]:\d\d [AP]M$/ })
      .first();
    await chosen.click();
    await expect(chosen).toHaveAttribute('aria-checked', 'true');
    expect(
      await chosen.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getClientRects().length;
      }),
    ).toBe(1);
    const heights = await times
      .getByRole('radio')
      .evaluateAll((all) => all.map((slot) => Math.round(slot.getBoundingClientRect().height)));
    expect(new Set(heights)).toEqual(new Set([heights[0]]));
  });
}

test('sent to log in by a booking on a small phone, "Sign up here" is clear of the toast and opens Sign Up', async ({
  page,
  request,
}) => {
  const doctors = (await (await request.get('/api/doctor/list')).json()) as {
    doctors: { _id: string; available: boolean }[];
  };
  const doctor = doctors.doctors.find((candidate) => candidate.available) ?? doctors.doctors[0];
  await page.setViewportSize({ width: 390, height: 664 });
  await page.goto(`/en/appointment/${doctor._id}`);
  await page.getByRole('button', { name: TEXT.en.book }).click();
  await expect(page).toHaveURL(/\/en\/login\?next=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Login to book appointment' })).toBeVisible();
  const signUp = page.getByRole('button', { name: 'Sign up here' });
  await expectUncovered(signUp);
  await signUp.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/login\?next=/);
});

for (const [name, viewport, lang] of [
  ['phone', PHONE, 'id'],
  ['desktop', DESKTOP, 'en'],
] as const) {
  test(`book, see, cancel and re-offer a slot on a ${name}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const register = await request.post('/api/user/register', {
      data: {
        name: 'Booking Tester',
        email: uniqueEmail('booking'),
        password: 'a long and memorable passphrase',
        dateOfBirth: '1990-05-17',
      },
    });
    expect(register.ok()).toBe(true);
    const { token } = (await register.json()) as { token: string };
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
    await page.setViewportSize(viewport);
    const problems = watchConsole(page);

    await page.goto('/doctors');
    if (lang === 'en') await page.getByRole('link', { name: 'Ganti bahasa ke English' }).click();

    // Filter by speciality: only that speciality's doctors remain.
    const filter = page.getByRole('navigation', { name: lang === 'en' ? 'Speciality' : 'Spesialisasi' });
    await filter.getByRole('button', { name: text.speciality }).click();
    await expect(page).toHaveURL(/\/doctors\/Dermatologist$/);
    await expect(filter.getByRole('button', { name: new RegExp(text.speciality) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // In English the site's links are its English addresses.
    const cards = page.locator(`main a[href^="${lang === 'en' ? '/en' : ''}/appointment/"]`);
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText(text.speciality);
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    // Open the first available doctor.
    const available = cards.filter({ has: page.getByText(text.available, { exact: true }) }).first();
    const doctorName = (await available.getByRole('heading').textContent())?.trim() ?? '';
    await available.click();
    await expect(page.getByRole('heading', { level: 1, name: doctorName })).toBeVisible();
    const appointmentUrl = page.url();

    // The first slot of tomorrow: today's first slot moves on as the clock passes the hour or
    // the half hour (SPEC §9), and the slot cancelled below must still be offered again.
    const days = page.getByRole('radiogroup', { name: text.days });
    await days.getByRole('radio').nth(1).click();
    const day = days.locator('[aria-checked="true"]');
    const dayLabel = (await day.getAttribute('aria-label')) ?? '';
    const times = page.getByRole('radiogroup', { name: text.times });
    const first = times.getByRole('radio').first();
    const timeLabel = ((await first.textContent()) ?? '').trim();
    await first.click();
    await expect(first).toHaveAttribute('aria-checked', 'true');
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    await page.getByRole('button', { name: text.book }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.booked })).toBeVisible();
    await expect(page).toHaveURL(/\/my-appointments$/);

    // The only appointment, upcoming and unpaid: Pay Online and Cancel.
    await expect(page.getByRole('heading', { level: 1, name: text.myAppointments })).toBeVisible();
    const item = page.locator('main li').first();
    await expect(item.getByRole('heading', { name: doctorName })).toBeVisible();
    await expect(item.locator('time')).toContainText(timeLabel);
    await expect(item.getByRole('button', { name: text.payOnline })).toBeVisible();
    await expect(item.getByRole('button', { name: text.cancel })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    // Cancel asks first, says nothing was charged, and only its confirm cancels; then the
    // badge replaces the actions without a reload.
    await item.getByRole('button', { name: text.cancel }).click();
    const dialog = page.getByRole('dialog', { name: text.cancelDialog });
    await expect(dialog).toContainText(text.nothingCharged);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: text.confirmCancel }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.cancelledToast })).toBeVisible();
    await expect(item.getByText(text.cancelledLabel, { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: text.cancel })).toHaveCount(0);
    await expect(item.getByRole('button', { name: text.payOnline })).toHaveCount(0);
    await expectAccessible(page);

    // Back at the doctor, the slot is offered again.
    await page.goto(appointmentUrl);
    await expect(page.getByRole('heading', { level: 1, name: doctorName })).toBeVisible();
    await page
      .getByRole('radiogroup', { name: text.days })
      .getByRole('radio', { name: dayLabel.split(' · ')[0], exact: false })
      .click();
    await expect(
      page.getByRole('radiogroup', { name: text.times }).getByRole('radio', { name: timeLabel, exact: true }),
    ).toBeVisible();

    expect(problems).toEqual([]);
  });
}
