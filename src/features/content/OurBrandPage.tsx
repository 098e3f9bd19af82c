import { PageIntro } from '../../components/PageIntro';
import { usePageTitle } from '../language/usePageTitle';
import { useT } from '../language/useT';

export default function OurBrandPage() {
  const t = useT();
  usePageTitle('page.ourBrand');
  return (
    <PageIntro title={t('page.ourBrand')}>
      <p>{t('common.comingSoon')}</p>
    </PageIntro>
  );
}
