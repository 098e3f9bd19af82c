import { PageIntro } from '../../components/PageIntro';
import { usePageTitle } from '../language/usePageTitle';
import { useT } from '../language/useT';

export default function AppointmentPage() {
  const t = useT();
  usePageTitle('page.appointment');
  return (
    <PageIntro title={t('page.appointment')}>
      <p>{t('common.comingSoon')}</p>
    </PageIntro>
  );
}
