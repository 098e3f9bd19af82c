import { api } from '../../state/api';
import type { PendingPayment, RefundRoute } from '../../shared/paymentMethods';

/** One appointment as the API sends it (SPEC §3). */
export type Appointment = {
  _id: string;
  /** Sent by this site's server; the group's backend may leave it out. */
  docId?: string;
  docData: {
    image: string;
    name: string;
    speciality: string;
    address: { line1: string; line2: string };
  };
  slotDate: string;
  slotTime: string;
  amount: number;
  /** Lower-case ISO code of `amount`. Sent by this site's server; the group's backend leaves it out (then the site's $). */
  currency?: string;
  cancelled: boolean;
  payment: boolean;
  isCompleted: boolean;
  /** The payment was given back. Sent by this site's server; the group's backend leaves it out. */
  refunded?: boolean;
  /** A payment chosen and not yet made (a virtual account awaiting its transfer). This site's server only. */
  pendingPayment?: PendingPayment | null;
  /** How a paid appointment's money goes back if it is cancelled. This site's server only (then: automatic). */
  refundRoute?: RefundRoute | null;
  date?: number;
  createdAt?: string;
};

export type BookingRequest = { docId: string; slotDate: string; slotTime: string };
/** docId is not sent: it names the doctor whose free slots change. */
export type CancelRequest = { appointmentId: string; docId?: string };

/** docId is not sent: it names the doctor whose free slots change. */
export type RescheduleRequest = { appointmentId: string; slotDate: string; slotTime: string; docId?: string };

type MessageReply = { message?: string };
const messageOf = (body: MessageReply) => (typeof body?.message === 'string' ? body.message : '');

export const appointmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAppointments: build.query<Appointment[], void>({
      query: () => '/user/appointments',
      transformResponse: (body: { appointments?: unknown }) =>
        Array.isArray(body?.appointments) ? (body.appointments as Appointment[]) : [],
      providesTags: (result) => [
        { type: 'Appointment' as const, id: 'LIST' },
        ...(result ?? []).map((appointment) => ({ type: 'Appointment' as const, id: appointment._id })),
      ],
    }),
    // "Add to calendar": the .ics file as text, asked for afresh on each click (a moved
    // appointment's file changes). A failure still arrives as JSON and reads like any other.
    getAppointmentCalendar: build.query<string, string>({
      query: (appointmentId) => ({
        url: `/user/appointments/${encodeURIComponent(appointmentId)}/calendar`,
        responseHandler: 'content-type',
      }),
      keepUnusedDataFor: 0,
    }),
    // Also invalidated on failure: a 409 means the slot was taken, so the grid refetches.
    bookAppointment: build.mutation<string, BookingRequest>({
      query: (body) => ({ url: '/user/book-appointment', method: 'POST', body }),
      transformResponse: messageOf,
      invalidatesTags: (_result, _error, { docId }) => [
        { type: 'Appointment', id: 'LIST' },
        { type: 'Doctor', id: docId },
      ],
    }),
    cancelAppointment: build.mutation<string, CancelRequest>({
      query: ({ appointmentId }) => ({ url: '/user/cancel-appointment', method: 'POST', body: { appointmentId } }),
      transformResponse: messageOf,
      invalidatesTags: (_result, _error, { appointmentId, docId }) => [
        { type: 'Appointment', id: appointmentId },
        { type: 'Doctor', id: docId ?? 'LIST' },
      ],
    }),
    // Also invalidated on failure, as a booking: a 409 means the slot was taken, so the grid refetches.
    rescheduleAppointment: build.mutation<string, RescheduleRequest>({
      query: ({ appointmentId, slotDate, slotTime }) => ({
        url: '/user/reschedule-appointment',
        method: 'POST',
        body: { appointmentId, slotDate, slotTime },
      }),
      transformResponse: messageOf,
      invalidatesTags: (_result, _error, { appointmentId, docId }) => [
        { type: 'Appointment', id: appointmentId },
        { type: 'Doctor', id: docId ?? 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetAppointmentsQuery,
  useLazyGetAppointmentCalendarQuery,
  useBookAppointmentMutation,
  useCancelAppointmentMutation,
  useRescheduleAppointmentMutation,
} = appointmentsApi;
