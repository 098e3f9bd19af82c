import { PageIntro } from '../../components/PageIntro';
import { usePageTitle } from '../language/usePageTitle';
import { useT } from '../language/useT';

export default function ContactPage() {
  const t = useT();
  usePageTitle('page.contact');
  return (
    <PageIntro title={t('page.contact')}>
      <p>{t('common.comingSoon')}</p>
    </PageIntro>
  );
}
