// The appointment board's calls: every doctor's appointments (filtered, paged), completing
// and cancelling as an admin, and the doctors' accounts (list, link, unlink).
import type { AppointmentPage, BoardAppointment, DoctorAccount } from '../../../shared/clinicTypes';
import type { BoardQuery } from '../../../shared/validation/clinic';
import { staffApi } from '../../../state/staffApi';
import { listSearch } from '../../doctorPanel';

type Message = { message: string };

// Tag types added here, not in state/api.ts: the public pages' first download holds that list.
export const adminAppointmentsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getBoard: build.query<AppointmentPage<BoardAppointment>, BoardQuery>({
      query: (query) => `/admin/appointments${listSearch(query)}`,
      providesTags: [{ type: 'BoardAppointment', id: 'LIST' }],
    }),
    completeAsAdmin: build.mutation<Message, string>({
      query: (id) => ({ url: `/admin/appointments/${encodeURIComponent(id)}/complete`, method: 'POST' }),
      invalidatesTags: (result) => (result ? [{ type: 'BoardAppointment', id: 'LIST' }, 'Audit'] : []),
    }),
    cancelAsAdmin: build.mutation<Message, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/admin/appointments/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (result) =>
        result ? [{ type: 'BoardAppointment', id: 'LIST' }, { type: 'Doctor', id: 'LIST' }, 'Audit'] : [],
    }),
    getDoctorAccounts: build.query<DoctorAccount[], void>({
      query: () => '/admin/doctor-accounts',
      transformResponse: (answer: { doctors: DoctorAccount[] }) => answer.doctors,
      providesTags: ['DoctorAccount'],
    }),
    linkDoctorAccount: build.mutation<Message, { doctorId: string; email: string }>({
      query: ({ doctorId, email }) => ({
        url: `/admin/doctors/${encodeURIComponent(doctorId)}/account`,
        method: 'PUT',
        body: { email },
      }),
      invalidatesTags: (result) => (result ? ['DoctorAccount', 'Audit'] : []),
    }),
    unlinkDoctorAccount: build.mutation<Message, string>({
      query: (doctorId) => ({ url: `/admin/doctors/${encodeURIComponent(doctorId)}/account`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? ['DoctorAccount', 'Audit'] : []),
    }),
  }),
});

export const {
  useGetBoardQuery,
  useCompleteAsAdminMutation,
  useCancelAsAdminMutation,
  useGetDoctorAccountsQuery,
  useLinkDoctorAccountMutation,
  useUnlinkDoctorAccountMutation,
} = adminAppointmentsApi;
