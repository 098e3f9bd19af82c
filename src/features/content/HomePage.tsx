import { PageIntro } from '../../components/PageIntro';
import { usePageTitle } from '../language/usePageTitle';
import { useT } from '../language/useT';

export default function HomePage() {
  const t = useT();
  usePageTitle('page.home');
  return (
    <PageIntro title={t('page.home')}>
      <p>{t('common.comingSoon')}</p>
    </PageIntro>
  );
}
