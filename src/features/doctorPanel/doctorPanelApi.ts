// The doctor panel's calls (/api/doctor/…). Completing and cancelling refresh the lists
// through their tags; cancelling and the availability switch also refresh the public doctor
// list (a slot freed, a doctor bookable or not).
import type { AppointmentPage, ClinicAppointment, DoctorSelf } from '../../shared/clinicTypes';
import type { DoctorAppointmentsQuery } from '../../shared/validation/clinic';
import { staffApi } from '../../state/staffApi';

type Message = { message: string };

/** The query string of a list request, without the values that are the defaults. */
export function listSearch(params: Partial<Record<string, string | number>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (
      value !== undefined &&
      value !== '' &&
      !(name === 'page' && value === 1) &&
      !(name === 'status' && value === 'all')
    )
      query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

// Tag types added here, not in state/api.ts: the public pages' first download holds that list.
export const doctorPanelApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getDoctorSelf: build.query<DoctorSelf, void>({
      query: () => '/doctor/me',
      transformResponse: (answer: { doctor: DoctorSelf }) => answer.doctor,
      providesTags: ['DoctorSelf'],
    }),
    getDoctorAppointments: build.query<AppointmentPage<ClinicAppointment>, DoctorAppointmentsQuery>({
      query: (query) => `/doctor/appointments${listSearch(query)}`,
      providesTags: [{ type: 'ClinicAppointment', id: 'LIST' }],
    }),
    completeDoctorAppointment: build.mutation<Message, string>({
      query: (id) => ({ url: `/doctor/appointments/${encodeURIComponent(id)}/complete`, method: 'POST' }),
      invalidatesTags: (result) => (result ? [{ type: 'ClinicAppointment', id: 'LIST' }] : []),
    }),
    cancelDoctorAppointment: build.mutation<Message, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/doctor/appointments/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'ClinicAppointment', id: 'LIST' },
              { type: 'Doctor', id: 'LIST' },
            ]
          : [],
    }),
    setDoctorAvailability: build.mutation<Message & { available: boolean }, boolean>({
      query: (available) => ({ url: '/doctor/availability', method: 'PUT', body: { available } }),
      invalidatesTags: (result) => (result ? ['DoctorSelf', { type: 'Doctor', id: 'LIST' }] : []),
    }),
  }),
});

export const {
  useGetDoctorSelfQuery,
  useGetDoctorAppointmentsQuery,
  useCompleteDoctorAppointmentMutation,
  useCancelDoctorAppointmentMutation,
  useSetDoctorAvailabilityMutation,
} = doctorPanelApi;
