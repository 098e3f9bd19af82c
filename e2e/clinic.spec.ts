// Clinic operations end to end, in real Chromium against the real server, with axe: a
// patient reschedules, a doctor completes a same-day appointment from the doctor panel,
// and a patient cancels a paid appointment and sees it refunded.
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, slotDays, toDateKey, wallClockAt } from '../src/shared/slots';
import {
  CLINIC_DAY_URL,
  DESKTOP,
  expect,
  expectAccessible,
  expectUncovered,
  FIRST_ADMIN,
  PHONE,
  test,
  waitForApp,
  watchConsole,
} from './support';

type DoctorSummary = { _id: string; name: string; available: boolean };
type AppointmentSummary = {
  _id: string;
  docData: { name: string };
  slotDate: string;
  slotTime: string;
  payment: boolean;
  cancelled: boolean;
  isCompleted: boolean;
  refunded?: boolean;
};

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

async function registerPatient(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post('/api/user/register', {
    data: { name, email: uniqueEmail('clinic'), password: 'a clinic journey passphrase', dateOfBirth: '1985-02-11' },
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true, token: expect.any(String) });
  return body.token as string;
}

async function appointmentsOf(request: APIRequestContext, token: string): Promise<AppointmentSummary[]> {
  return (
    (await (await request.get('/api/user/appointments', { headers: { token } })).json()) as {
      appointments: AppointmentSummary[];
    }
  ).appointments;
}

async function openAs(page: Page, token: string) {
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('preferredLanguage', 'english');
  }, token);
}

test('a patient books in the browser, then moves the appointment to another slot; the old slot is free again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const problems = watchConsole(page);
  const token = await registerPatient(request, 'Rescheduling Rani');
  await openAs(page, token);
  const doctors = (
    (await (await request.get('/api/doctor/list')).json()) as { doctors: DoctorSummary[] }
  ).doctors.filter((doctor) => doctor.available);
  // One of the last doctors: the other journeys book the first ones.
  const doctor = doctors[doctors.length - 1];

  await page.goto(`/appointment/${doctor._id}`);
  await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
  const days = page.getByRole('radiogroup', { name: 'Choose a day' });
  await days.getByRole('radio').nth(2).click();
  const times = page.getByRole('radiogroup', { name: /^Choose a time/ });
  const first = times.getByRole('radio').first();
  const firstLabel = ((await first.textContent()) ?? '').trim();
  await first.click();
  await page.getByRole('button', { name: 'Book an appointment' }).click();
  await expect(page).toHaveURL(/\/my-appointments$/);
  const item = page
    .locator('main li')
    .filter({ has: page.getByRole('heading', { name: doctor.name }) })
    .first();
  await expect(item.locator('time')).toContainText(firstLabel);
  const [booked] = await appointmentsOf(request, token);

  await item.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule the appointment' });
  await expect(dialog).toBeVisible();
  // The appointment's own slot shows as current and cannot be chosen; the next one can.
  await expect(dialog.getByRole('radio', { name: `${firstLabel} · current` })).toBeDisabled();
  const next = dialog
    .getByRole('radiogroup', { name: /^Choose a time/ })
    .getByRole('radio', { disabled: false })
    .first();
  const nextLabel = ((await next.textContent()) ?? '').trim();
  await next.click();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Move to this slot' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Appointment rescheduled' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(item.locator('time')).toContainText(nextLabel);

  const [moved] = await appointmentsOf(request, token);
  expect(moved._id).toBe(booked._id);
  expect(moved.slotDate).toBe(booked.slotDate);
  expect(moved.slotTime).not.toBe(booked.slotTime);
  // The slot it left is offered to everyone again.
  const list = (await (await request.get('/api/doctor/list')).json()) as {
    doctors: Array<DoctorSummary & { slots_booked: Record<string, string[]> }>;
  };
  const slots = list.doctors.find((each) => each._id === doctor._id)!.slots_booked[booked.slotDate] ?? [];
  expect(slots).toContain(moved.slotTime);
  expect(slots).not.toContain(booked.slotTime);
  expect(problems).toEqual([]);
});

test('a doctor logs in to the doctor panel and marks a same-day appointment completed; the patient sees Completed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The second site, whose clinic is at about noon: today still has slots.
  const api = await playwrightRequest.newContext({ baseURL: CLINIC_DAY_URL });
  try {
    const patientToken = await registerPatient(api, 'Pasien Hari Ini');
    const doctorEmail = uniqueEmail('doctor');
    const doctorSignUp = await api.post('/api/user/register', {
      data: {
        name: 'Doctor Account',
        email: doctorEmail,
        password: 'a doctor passphrase 42',
        dateOfBirth: '1979-08-30',
      },
    });
    const doctorToken = ((await doctorSignUp.json()) as { token: string }).token;

    // An admin links the account to a doctor record: the only way to the doctor role.
    const adminToken = ((await (await api.post('/api/user/login', { data: FIRST_ADMIN })).json()) as { token: string })
      .token;
    const list = (await (await api.get('/api/doctor/list')).json()) as {
      clinicTimeZone: string;
      doctors: Array<DoctorSummary & { slots_booked: Record<string, string[]> }>;
    };
    const doctor = list.doctors.filter((each) => each.available)[1];
    const linked = await api.put(`/api/admin/doctors/${doctor._id}/account`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { email: doctorEmail },
    });
    expect(linked.status(), await linked.text()).toBe(200);

    // The patient books today's first free slot on the clinic's clock.
    const [today] = slotDays(new Date(), list.clinicTimeZone);
    expect(today.dateKey).toBe(toDateKey(wallClockAt(new Date(), list.clinicTimeZone)));
    const slotTime = today.times.find((time) => !(doctor.slots_booked[today.dateKey] ?? []).includes(time))!;
    const booked = await api.post('/api/user/book-appointment', {
      headers: { token: patientToken },
      data: { docId: doctor._id, slotDate: today.dateKey, slotTime },
    });
    expect(booked.status(), await booked.text()).toBe(200);

    const doctorPage = await (await browser.newContext({ baseURL: CLINIC_DAY_URL, viewport: PHONE })).newPage();
    const problems = watchConsole(doctorPage);
    await openAs(doctorPage, doctorToken);
    await doctorPage.goto('/doctor');
    await waitForApp(doctorPage);
    await expect(doctorPage.getByRole('heading', { level: 1, name: `Doctor Panel: ${doctor.name}` })).toBeVisible();
    const row = doctorPage.getByRole('listitem').filter({ hasText: 'Pasien Hari Ini' });
    await expect(row).toContainText('Booked');
    // The patient's age, never their e-mail or address.
    await expect(row).toContainText(/\d+ years/);
    await expectAccessible(doctorPage);
    await row.getByRole('button', { name: 'Mark completed' }).click();
    await expect(row).toContainText('Completed');
    await expect(row.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);
    expect(problems).toEqual([]);

    const patientPage = await (await browser.newContext({ baseURL: CLINIC_DAY_URL, viewport: DESKTOP })).newPage();
    await openAs(patientPage, patientToken);
    await patientPage.goto('/my-appointments');
    const item = patientPage
      .locator('main li')
      .filter({ has: patientPage.getByRole('heading', { name: doctor.name }) })
      .first();
    await expect(item.getByText('Completed', { exact: true })).toBeVisible();
    // A completed appointment can be neither cancelled nor moved.
    await expect(item.getByRole('button')).toHaveCount(0);
    const [appointment] = await appointmentsOf(api, patientToken);
    expect(appointment).toMatchObject({ isCompleted: true, cancelled: false });
  } finally {
    await api.dispose();
  }
});

test('a patient pays, cancels the paid appointment and sees it refunded', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const problems = watchConsole(page);
  const token = await registerPatient(request, 'Refunded Ratna');
  await openAs(page, token);
  const doctors = (
    (await (await request.get('/api/doctor/list')).json()) as { doctors: DoctorSummary[] }
  ).doctors.filter((doctor) => doctor.available);
  const doctor = doctors[doctors.length - 2];
  const slotDate = toDateKey(addDays(wallClockAt(new Date(), 'Asia/Jakarta'), 2));
  const booked = await request.post('/api/user/book-appointment', {
    headers: { token },
    data: { docId: doctor._id, slotDate, slotTime: '16:30' },
  });
  expect(booked.status(), await booked.text()).toBe(200);

  await page.goto('/my-appointments');
  const item = page
    .locator('main li')
    .filter({ has: page.getByRole('heading', { name: doctor.name }) })
    .first();
  await item.getByRole('button', { name: 'Pay Online' }).click();
  await item.getByRole('button', { name: /Stripe/ }).click();
  await expect(page.getByText('Test payment — no money is taken')).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/my-appointments$/);
  await expect(item.getByText('Paid', { exact: true })).toBeVisible();

  await item.getByRole('button', { name: 'Cancel appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(dialog).toContainText('will be refunded automatically to the card or account you paid with');
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(item.getByText('Appointment cancelled', { exact: true })).toBeVisible();
  await expect(item.getByText('Refunded', { exact: true })).toBeVisible();
  await expectAccessible(page);
  const [appointment] = await appointmentsOf(request, token);
  expect(appointment).toMatchObject({ cancelled: true, payment: true, refunded: true });
  expect(problems).toEqual([]);
});

test('on a phone, toasts cover neither the payment choices nor a dialog opened after them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const problems = watchConsole(page);
  const token = await registerPatient(request, 'Toast Watching Tari');
  await openAs(page, token);
  const doctors = (
    (await (await request.get('/api/doctor/list')).json()) as { doctors: DoctorSummary[] }
  ).doctors.filter((doctor) => doctor.available);
  // Not the doctors the other journeys of this file book.
  const doctor = doctors[doctors.length - 3];

  await page.goto(`/appointment/${doctor._id}`);
  await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Choose a day' }).getByRole('radio').nth(1).click();
  await page
    .getByRole('radiogroup', { name: /^Choose a time/ })
    .getByRole('radio')
    .first()
    .click();
  await page.getByRole('button', { name: 'Book an appointment' }).click();
  const booked = page.getByRole('alert').filter({ hasText: 'Appointment booked' });
  await expect(booked).toBeVisible();
  // At the top of the screen, under the navbar: clear of where the next tap is (measured once it has slid in).
  await booked.evaluate((toast) =>
    Promise.all((toast.closest('.Toastify__toast') ?? toast).getAnimations().map((animation) => animation.finished)),
  );
  const bookedBox = (await booked.boundingBox())!;
  expect(bookedBox.y).toBeGreaterThanOrEqual(72);
  expect(bookedBox.y + bookedBox.height).toBeLessThan(PHONE.height / 3);

  await expect(page).toHaveURL(/\/my-appointments$/);
  const item = page
    .locator('main li')
    .filter({ has: page.getByRole('heading', { name: doctor.name }) })
    .first();
  await item.getByRole('button', { name: 'Pay Online' }).click();
  const choices = item.getByRole('group', { name: 'Choose a payment method' });
  for (const choice of await choices.getByRole('button').all()) await expectUncovered(choice);

  await item.getByRole('button', { name: 'Reschedule' }).click();
  const reschedule = page.getByRole('dialog', { name: 'Reschedule the appointment' });
  await reschedule
    .getByRole('radiogroup', { name: /^Choose a time/ })
    .getByRole('radio', { disabled: false })
    .first()
    .click();
  await reschedule.getByRole('button', { name: 'Move to this slot' }).click();
  const rescheduled = page.getByRole('alert').filter({ hasText: 'Appointment rescheduled' });
  await expect(rescheduled).toBeVisible();
  await expectUncovered(item.getByRole('button', { name: 'Cancel appointment' }));

  // The cancel dialog opens at the bottom of the phone: the toast it would sit under is closed.
  await item.getByRole('button', { name: 'Cancel appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(dialog).toBeVisible();
  await expect(rescheduled).toHaveCount(0);
  await expectUncovered(dialog.getByRole('button', { name: 'Yes, cancel it' }));
  await expectUncovered(dialog.getByRole('button', { name: 'Keep appointment' }));
  await dialog.getByRole('button', { name: 'Keep appointment' }).click();
  await expectAccessible(page);
  expect(problems).toEqual([]);
});
