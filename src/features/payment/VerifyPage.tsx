import { PageIntro } from '../../components/PageIntro';
import { usePageTitle } from '../language/usePageTitle';
import { useT } from '../language/useT';

export default function VerifyPage() {
  const t = useT();
  usePageTitle('page.verify');
  return (
    <PageIntro title={t('page.verify')}>
      <p>{t('common.comingSoon')}</p>
    </PageIntro>
  );
}
