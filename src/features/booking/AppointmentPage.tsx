import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../shared/routing/paths';
import { Button } from '../../components/Button';
import { LoadingDots } from '../../components/LoadingDots';
import { knownTimeZone } from '../../shared/slots';
import { booking } from '../../shared/dictionary/booking';
import { myAppointments } from '../../shared/dictionary/myAppointments';
import { addStrings, failureText, usePageTitle, useT } from '../language';
import { DoctorProfile } from './DoctorProfile';
import { useDoctors } from './doctorsApi';
import { RelatedDoctors } from './RelatedDoctors';
import { SlotPicker } from './SlotPicker';
import { requestedSlotFrom } from './slotQuery';
import { LoadFailed, Loading, Notice, Shell } from './pageParts';
import { useErrorToast } from '../../components/useErrorToast';

// This page's strings come with its code (see features/language/loadedStrings.ts).
addStrings(booking, myAppointments);

/**
 * /appointment/{docId}: the doctor, the 7 day tabs with free slots, and related doctors.
 * `?date=&time=` preselects a slot (slotQuery.ts).
 */
export default function AppointmentPage() {
  const t = useT();
  const { docId = '' } = useParams();
  const [search] = useSearchParams();
  const { data, error, isLoading, isFetching, refetch } = useDoctors();
  useErrorToast(error, failureText(t, error));
  const doctor = data?.doctors.find((candidate) => candidate._id === docId);
  usePageTitle(doctor ? doctor.name : 'page.appointment');

  if (isLoading) {
    return (
      <Loading>
        <LoadingDots label={t('common.loading')} />
      </Loading>
    );
  }
  if (!data) {
    return (
      <Shell>
        <LoadFailed
          headingLevel={1}
          title={t('booking.doctors.loadFailed')}
          error={error}
          retry={refetch}
          retrying={isFetching}
        />
      </Shell>
    );
  }
  if (!doctor) {
    return (
      <Shell>
        <Notice
          headingLevel={1}
          title={t('booking.notFound.title')}
          text={t('booking.notFound.text')}
          action={
            <Button as={Link} to={paths.doctors} $variant="subtle" $size="small" $shape="rounded">
              {t('booking.backToDoctors')}
            </Button>
          }
        />
      </Shell>
    );
  }

  const timeZone = knownTimeZone(data.clinicTimeZone);
  const related = data.doctors.filter((other) => other.speciality === doctor.speciality && other._id !== doctor._id);
  return (
    <Shell>
      <DoctorProfile doctor={doctor} />
      {/* A fresh picker per doctor: the chosen day and time never carry over. A doctor not
          taking appointments gets none: the profile says why, the related doctors follow. */}
      {doctor.available && (
        <SlotPicker key={doctor._id} doctor={doctor} timeZone={timeZone} requested={requestedSlotFrom(search)} />
      )}
      {related.length > 0 && <RelatedDoctors doctors={related} timeZone={timeZone} />}
    </Shell>
  );
}
