import { PageIntro } from '../../components/PageIntro';
import { usePageTitle } from '../language/usePageTitle';
import { useT } from '../language/useT';

export default function DoctorsPage() {
  const t = useT();
  usePageTitle('page.doctors');
  return (
    <PageIntro title={t('page.doctors')}>
      <p>{t('common.comingSoon')}</p>
    </PageIntro>
  );
}
