import { PageIntro } from '../../components/PageIntro';
import { usePageTitle } from '../language/usePageTitle';
import { useT } from '../language/useT';

export default function LoginPage() {
  const t = useT();
  usePageTitle('page.login');
  return (
    <PageIntro title={t('page.login')}>
      <p>{t('common.comingSoon')}</p>
    </PageIntro>
  );
}
