import { PageIntro } from '../../components/PageIntro';
import { usePageTitle } from '../language/usePageTitle';
import { useT } from '../language/useT';

export default function MyAppointmentsPage() {
  const t = useT();
  usePageTitle('page.myAppointments');
  return (
    <PageIntro title={t('page.myAppointments')}>
      <p>{t('common.comingSoon')}</p>
    </PageIntro>
  );
}
