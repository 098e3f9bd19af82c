// A doctor's form values, new or from a record: apart from the form, whose code (and the
// form libraries it brings) loads only when a doctor is added or edited.
import { SPECIALITIES, type Speciality } from '../../../shared/contentTypes';
import type { DoctorRecord } from '../../../shared/doctorRecords';
import type { DoctorValues } from '../../../shared/validation/doctor';

export const EMPTY_DOCTOR: DoctorValues = {
  name: '',
  email: '',
  image: '',
  speciality: SPECIALITIES[0],
  degree: '',
  experience: '',
  about: { id: '', en: '' },
  fees: 0,
  address: { line1: '', line2: '' },
};

export function valuesOf(record: DoctorRecord): DoctorValues {
  return {
    name: record.name,
    email: record.email,
    image: record.image,
    // Stored through the same schema; one that is not among the six shows as the select's first.
    speciality: record.speciality as Speciality,
    degree: record.degree,
    experience: record.experience,
    about: { id: record.about.id, en: record.about.en },
    fees: record.fees,
    address: { line1: record.address.line1, line2: record.address.line2 },
  };
}
