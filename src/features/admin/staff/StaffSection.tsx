import { auth } from '../../../shared/dictionary/auth';
import { addStrings } from '../../language';
import { useGetStaffSessionQuery } from '../consoleApi';
import { SectionHead } from '../SectionHead';
import { NewStaffForm } from './NewStaffForm';
import { StaffList } from './StaffList';

// The account form's messages are the sign-up form's (shared/validation/auth.ts).
addStrings(auth);

/** Staff accounts (admins only): who runs the site, and adding or changing them. */
export default function StaffSection() {
  const { data: session } = useGetStaffSessionQuery();
  return (
    <>
      <SectionHead of="staff" />
      <StaffList ownEmail={session?.email ?? ''} />
      <NewStaffForm />
    </>
  );
}
