import { expect, test } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../app/store';
import { apiUrl, server } from '../../test/server';
import { appointmentsApi } from './appointmentsApi';
import { doctorsApi } from './doctorsApi';
import { appointments, doctorList } from './testData';

// Tags carry the data flow (docs/architecture.md): booking invalidates the appointment list and that doctor; cancelling
// and moving invalidate the appointment and its doctor. Nothing refetches by hand.
function countingServer() {
  const calls = { doctors: 0, appointments: 0 };
  server.use(
    http.get(apiUrl('/doctor/list'), () => {
      calls.doctors += 1;
      return HttpResponse.json(doctorList());
    }),
    http.get(apiUrl('/user/appointments'), () => {
      calls.appointments += 1;
      return HttpResponse.json({ success: true, appointments });
    }),
    http.post(apiUrl('/user/book-appointment'), () =>
      HttpResponse.json({ success: true, message: 'Appointment booked' }),
    ),
    http.post(apiUrl('/user/cancel-appointment'), () =>
      HttpResponse.json({ success: true, message: 'Appointment cancelled' }),
    ),
    http.post(apiUrl('/user/reschedule-appointment'), () =>
      HttpResponse.json({ success: false, message: 'Slot not available' }, { status: 409 }),
    ),
  );
  return calls;
}

async function subscribedStore() {
  const store = makeStore({ auth: { token: 'session-token' } });
  store.dispatch(doctorsApi.endpoints.getDoctors.initiate('id'));
  store.dispatch(appointmentsApi.endpoints.getAppointments.initiate());
  return store;
}

test('the doctor list provides a LIST tag and one tag per doctor; the appointment list likewise', async () => {
  countingServer();
  const store = await subscribedStore();
  await waitFor(() => expect(doctorsApi.endpoints.getDoctors.select('id')(store.getState()).data).toBeDefined());
  await waitFor(() =>
    expect(appointmentsApi.endpoints.getAppointments.select()(store.getState()).data).toHaveLength(4),
  );
  const tags = (type: 'Doctor' | 'Appointment') => Object.keys(store.getState().api.provided.tags[type] ?? {}).sort();
  expect(tags('Doctor')).toEqual(
    [
      '11111111-1111-4111-8111-111111111111',
      '22222222-2222-4222-8222-222222222222',
      '33333333-3333-4333-8333-333333333333',
      'LIST',
    ].sort(),
  );
  expect(tags('Appointment')).toEqual([...appointments.map((a) => a._id), 'LIST'].sort());
  expect(doctorsApi.endpoints.getDoctors.select('id')(store.getState()).data?.clinicTimeZone).toBe('Asia/Jakarta');
});

test('booking refetches the appointment list and the doctor list', async () => {
  const calls = countingServer();
  const store = await subscribedStore();
  await waitFor(() => expect(calls).toEqual({ doctors: 1, appointments: 1 }));
  const message = await store
    .dispatch(
      appointmentsApi.endpoints.bookAppointment.initiate({
        docId: '11111111-1111-4111-8111-111111111111',
        slotDate: '5_3_2026',
        slotTime: '10:00',
      }),
    )
    .unwrap();
  expect(message).toBe('Appointment booked');
  await waitFor(() => expect(calls).toEqual({ doctors: 2, appointments: 2 }));
});

test('cancelling refetches the appointment and its doctor', async () => {
  const calls = countingServer();
  const store = await subscribedStore();
  await waitFor(() => expect(calls).toEqual({ doctors: 1, appointments: 1 }));
  const message = await store
    .dispatch(
      appointmentsApi.endpoints.cancelAppointment.initiate({
        appointmentId: appointments[3]._id,
        docId: appointments[3].docId,
      }),
    )
    .unwrap();
  expect(message).toBe('Appointment cancelled');
  await waitFor(() => expect(calls).toEqual({ doctors: 2, appointments: 2 }));
});

test('a move refused with 409 still refetches the appointment and its doctor: the taken slot drops out', async () => {
  const calls = countingServer();
  const store = await subscribedStore();
  await waitFor(() => expect(calls).toEqual({ doctors: 1, appointments: 1 }));
  const result = await store.dispatch(
    appointmentsApi.endpoints.rescheduleAppointment.initiate({
      appointmentId: appointments[3]._id,
      docId: appointments[3].docId,
      slotDate: '8_3_2026',
      slotTime: '11:00',
    }),
  );
  expect(result.error).toMatchObject({ status: 409, data: { message: 'Slot not available' } });
  await waitFor(() => expect(calls).toEqual({ doctors: 2, appointments: 2 }));
});

test('a list without a time zone falls back to Asia/Jakarta', async () => {
  server.use(
    http.get(apiUrl('/doctor/list'), () =>
      HttpResponse.json({ success: true, doctors: [{ _id: 'x', name: 'Dr. X' }] }),
    ),
  );
  const store = makeStore();
  const result = await store.dispatch(doctorsApi.endpoints.getDoctors.initiate('en'));
  expect(result.data?.clinicTimeZone).toBe('Asia/Jakarta');
  expect(result.data?.doctors[0].slots_booked).toEqual({});
});
