import { PageIntro } from '../../components/PageIntro';
import { usePageTitle } from '../language/usePageTitle';
import { useT } from '../language/useT';

export default function AboutPage() {
  const t = useT();
  usePageTitle('page.about');
  return (
    <PageIntro title={t('page.about')}>
      <p>{t('common.comingSoon')}</p>
    </PageIntro>
  );
}
