import { PageIntro } from '../../components/PageIntro';
import { usePageTitle } from '../language/usePageTitle';
import { useT } from '../language/useT';

export default function CareerPage() {
  const t = useT();
  usePageTitle('page.career');
  return (
    <PageIntro title={t('page.career')}>
      <p>{t('common.comingSoon')}</p>
    </PageIntro>
  );
}
