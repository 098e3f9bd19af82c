// The console's doctor calls. The profile form saves drafts: they refresh the console's list
// and the record's publishing state, not the public list, which changes when the draft is
// published (publishedTags, handed to the publish bar). Everything else changes the clinic at
// once, so it also refreshes the public doctor list the site may have cached in this tab.
import type { AffectedBooking, DoctorRecord } from '../../../shared/doctorRecords';
import { DEFAULT_CURRENCY } from '../../../shared/money';
import type { DoctorEditValues, DoctorValues } from '../../../shared/validation/doctor';
import type { WeeklyHours } from '../../../shared/weeklyHours';
import { staffApi } from '../../../state/staffApi';
import { recordTag } from '../publishing/publishingApi';

const LIST = { type: 'AdminDoctors', id: 'LIST' } as const;
const PUBLIC = [{ type: 'Doctor', id: 'LIST' } as const, 'Audit'] as const;

/** What a publish, a discard or a take-off of a doctor changes: the console's list and the public one. */
export const publishedTags = (id: string) => [
  LIST,
  { type: 'Doctor' as const, id: 'LIST' },
  { type: 'Doctor' as const, id },
];

export type BookingsChoice = 'keep' | 'cancel';
/** The console's doctor list, and the currency of their fees (the site's CURRENCY). */
export type AdminDoctorList = { doctors: DoctorRecord[]; currency: string };
/** A draft saved: the version the next save names, and the doctor as the console lists it now. */
export type DoctorDraftSaved = { message: string; version: number; doctor: DoctorRecord };
/** What a schedule change answers: the doctor now, and the bookings it left kept or cancelled. */
export type ScheduleChange = { doctor: DoctorRecord; kept: AffectedBooking[]; cancelled: AffectedBooking[] };

export const adminDoctorsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminDoctors: build.query<AdminDoctorList, void>({
      query: () => '/admin/doctors',
      transformResponse: (body: { doctors: DoctorRecord[]; currency?: string }) => ({
        doctors: body.doctors,
        currency: body.currency ?? DEFAULT_CURRENCY,
      }),
      providesTags: (list) => [
        LIST,
        // Each doctor carries its publishing state: a release scheduled or cancelled for one refetches the list.
        ...(list?.doctors ?? []).flatMap((item) => [
          { type: 'AdminDoctors' as const, id: item.id },
          recordTag({ kind: 'doctor', key: item.id }),
        ]),
      ],
    }),
    // A new doctor is a draft, hidden from the site until first published.
    createDoctor: build.mutation<DoctorDraftSaved, DoctorValues>({
      query: (body) => ({ url: '/admin/doctors', method: 'POST', body }),
      transformResponse: ({ message, version, doctor }: DoctorDraftSaved) => ({ message, version, doctor }),
      invalidatesTags: (result) => (result ? [LIST, 'Audit'] : []),
    }),
    // The profile as the draft; the e-mail at once (never public, so no public answer changes).
    updateDoctor: build.mutation<DoctorDraftSaved, { id: string; values: DoctorEditValues }>({
      query: ({ id, values }) => ({ url: `/admin/doctors/${encodeURIComponent(id)}`, method: 'PUT', body: values }),
      transformResponse: ({ message, version, doctor }: DoctorDraftSaved) => ({ message, version, doctor }),
      invalidatesTags: (result, _error, { id }) =>
        result ? [LIST, recordTag({ kind: 'doctor', key: id }), 'Audit'] : [],
    }),
    setDoctorFlag: build.mutation<
      DoctorRecord,
      { id: string; flag: 'available' | 'retired'; value: boolean; version: number }
    >({
      query: ({ id, flag, value, version }) => ({
        url: `/admin/doctors/${encodeURIComponent(id)}/${flag}`,
        method: 'PUT',
        body: { value, version },
      }),
      transformResponse: (body: { doctor: DoctorRecord }) => body.doctor,
      invalidatesTags: [LIST, ...PUBLIC],
    }),
    reorderDoctors: build.mutation<void, string[]>({
      query: (ids) => ({ url: '/admin/doctors/order', method: 'PUT', body: { ids } }),
      invalidatesTags: [LIST, ...PUBLIC],
    }),
    saveDoctorHours: build.mutation<ScheduleChange, { id: string; hours: WeeklyHours | null; version: number }>({
      query: ({ id, hours, version }) => ({
        url: `/admin/doctors/${encodeURIComponent(id)}/hours`,
        method: 'PUT',
        body: { hours, version },
      }),
      invalidatesTags: [LIST, ...PUBLIC],
    }),
    addDayOff: build.mutation<
      ScheduleChange,
      { id: string; slotDate: string; note: string; bookings?: BookingsChoice }
    >({
      query: ({ id, ...body }) => ({ url: `/admin/doctors/${encodeURIComponent(id)}/days-off`, method: 'POST', body }),
      // A cancel frees slots and changes patients' lists too.
      invalidatesTags: [LIST, ...PUBLIC, { type: 'Appointment', id: 'LIST' }],
    }),
    removeDayOff: build.mutation<DoctorRecord, { id: string; slotDate: string }>({
      query: ({ id, slotDate }) => ({
        url: `/admin/doctors/${encodeURIComponent(id)}/days-off`,
        method: 'DELETE',
        body: { slotDate },
      }),
      transformResponse: (body: { doctor: DoctorRecord }) => body.doctor,
      invalidatesTags: [LIST, ...PUBLIC],
    }),
  }),
});

export const {
  useGetAdminDoctorsQuery,
  useCreateDoctorMutation,
  useUpdateDoctorMutation,
  useSetDoctorFlagMutation,
  useReorderDoctorsMutation,
  useSaveDoctorHoursMutation,
  useAddDayOffMutation,
  useRemoveDayOffMutation,
} = adminDoctorsApi;
