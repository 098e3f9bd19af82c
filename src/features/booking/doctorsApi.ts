import { publicReads } from '../../shared/routing/publicReads';
import { api, readRequest } from '../../state/api';
import { useAppSelector } from '../../state/hooks';
import type { Doctor } from '../../shared/contentTypes';
import { DEFAULT_CLINIC_TIME_ZONE } from '../../shared/slots';
import { selectLangCode } from '../language';
import { type LangCode } from '../../shared/language';

export type DoctorList = {
  doctors: Doctor[];
  /**
   * The clinic's IANA time zone; slots are built on its clock, never the browser's. Whether the
   * browser knows the zone is asked only where slots are built (`knownTimeZone`, also for the
   * cards' next free slot): the first lookup of a zone other than Indonesia's costs a phone
   * tens of milliseconds.
   */
  clinicTimeZone: string;
};

type DoctorListReply = { doctors?: unknown; clinicTimeZone?: unknown };

export function toDoctorList(body: DoctorListReply): DoctorList {
  const doctors = Array.isArray(body?.doctors) ? (body.doctors as Doctor[]) : [];
  return {
    doctors: doctors.map((doctor) => ({
      ...doctor,
      address: doctor.address ?? { line1: '', line2: '' },
      slots_booked: doctor.slots_booked ?? {},
    })),
    clinicTimeZone:
      typeof body?.clinicTimeZone === 'string' && body.clinicTimeZone ? body.clinicTimeZone : DEFAULT_CLINIC_TIME_ZONE,
  };
}

export const doctorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The language is the argument: `about` comes in the visitor's language.
    getDoctors: build.query<DoctorList, LangCode>({
      query: (lang) => readRequest(publicReads.doctorList, lang),
      transformResponse: toDoctorList,
      providesTags: (result) => [
        { type: 'Doctor' as const, id: 'LIST' },
        ...(result?.doctors ?? []).map((doctor) => ({ type: 'Doctor' as const, id: doctor._id })),
      ],
    }),
  }),
});

export const { useGetDoctorsQuery } = doctorsApi;

/** The doctor list in the current language. */
export function useDoctors() {
  const lang = useAppSelector(selectLangCode);
  return useGetDoctorsQuery(lang);
}
