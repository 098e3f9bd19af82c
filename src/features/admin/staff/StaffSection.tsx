import { SectionHeader } from '../../../components/SectionHeader';
import { auth } from '../../../shared/dictionary/auth';
import { addStrings, useT } from '../../language';
import { useGetStaffSessionQuery } from '../consoleApi';
import { NewStaffForm } from './NewStaffForm';
import { StaffList } from './StaffList';

// The account form's messages are the sign-up form's (shared/validation/auth.ts).
addStrings(auth);

/** Staff accounts (admins only): who runs the site, and adding or changing them. */
export default function StaffSection() {
  const t = useT();
  const { data: session } = useGetStaffSessionQuery();
  return (
    <>
      <SectionHeader level={1} variant="page" title={t('admin.nav.staff')} lead={t('admin.staff.lead')} />
      <StaffList ownEmail={session?.email ?? ''} />
      <NewStaffForm />
    </>
  );
}
