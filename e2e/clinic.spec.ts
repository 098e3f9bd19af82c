// Clinic operations end to end, in real Chromium against the real server, with axe: a
// patient reschedules, a doctor completes a same-day appointment from the doctor panel,
// and a patient cancels a paid appointment and sees it refunded.
import type { APIRequestContext, Page } from '@playwright/test';
import { DESKTOP, expect, expectAccessible, test, watchConsole } from './support';

type DoctorSummary = { _id: string; name: string; available: boolean };
type AppointmentSummary = { _id: string; docData: { name: string }; slotDate: string; slotTime: string; payment: boolean; cancelled: boolean; isCompleted: boolean; refunded?: boolean };

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
  return ((await (await request.get('/api/user/appointments', { headers: { token } })).json()) as { appointments: AppointmentSummary[] }).appointments;
}

async function openAs(page: Page, token: string) {
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('preferredLanguage', 'english');
  }, token);
}

test('a patient books in the browser, then moves the appointment to another slot; the old slot is free again', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const problems = watchConsole(page);
  const token = await registerPatient(request, 'Rescheduling Rani');
  await openAs(page, token);
  const doctors = ((await (await request.get('/api/doctor/list')).json()) as { doctors: DoctorSummary[] }).doctors.filter((doctor) => doctor.available);
  // One of the last doctors: the other journeys book the first ones.
  const doctor = doctors[doctors.length - 1];

  await page.goto(`/appointment/${doctor._id}`);
  await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
  const days = page.getByRole('group', { name: 'Choose a day' });
  await days.getByRole('button').nth(2).click();
  const times = page.getByRole('group', { name: /^Choose a time/ });
  const first = times.getByRole('button').first();
  const firstLabel = ((await first.textContent()) ?? '').trim();
  await first.click();
  await page.getByRole('button', { name: 'Book an appointment' }).click();
  await expect(page).toHaveURL(/\/my-appointments$/);
  const item = page.locator('main li').filter({ has: page.getByRole('heading', { name: doctor.name }) }).first();
  await expect(item.locator('time')).toContainText(firstLabel);
  const [booked] = await appointmentsOf(request, token);

  await item.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule the appointment' });
  await expect(dialog).toBeVisible();
  // The appointment's own slot shows as current and cannot be chosen; the next one can.
  await expect(dialog.getByRole('button', { name: `${firstLabel} · current` })).toBeDisabled();
  const next = dialog.getByRole('group', { name: /^Choose a time/ }).getByRole('button', { disabled: false }).first();
  const nextLabel = ((await next.textContent()) ?? '').trim();
  await next.click();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Move to this slot' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Appointment Rescheduled' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(item.locator('time')).toContainText(nextLabel);

  const [moved] = await appointmentsOf(request, token);
  expect(moved._id).toBe(booked._id);
  expect(moved.slotDate).toBe(booked.slotDate);
  expect(moved.slotTime).not.toBe(booked.slotTime);
  // The slot it left is offered to everyone again.
  const list = (await (await request.get('/api/doctor/list')).json()) as { doctors: Array<DoctorSummary & { slots_booked: Record<string, string[]> }> };
  const slots = list.doctors.find((each) => each._id === doctor._id)!.slots_booked[booked.slotDate] ?? [];
  expect(slots).toContain(moved.slotTime);
  expect(slots).not.toContain(booked.slotTime);
  expect(problems).toEqual([]);
});
