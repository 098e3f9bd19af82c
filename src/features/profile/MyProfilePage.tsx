import { PageIntro } from '../../components/PageIntro';
import { usePageTitle } from '../language/usePageTitle';
import { useT } from '../language/useT';

export default function MyProfilePage() {
  const t = useT();
  usePageTitle('page.myProfile');
  return (
    <PageIntro title={t('page.myProfile')}>
      <p>{t('common.comingSoon')}</p>
    </PageIntro>
  );
}
