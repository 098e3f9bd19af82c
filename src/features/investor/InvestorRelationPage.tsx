import { PageIntro } from '../../components/PageIntro';
import { usePageTitle } from '../language/usePageTitle';
import { useT } from '../language/useT';

export default function InvestorRelationPage() {
  const t = useT();
  usePageTitle('page.investorRelation');
  return (
    <PageIntro title={t('page.investorRelation')}>
      <p>{t('common.comingSoon')}</p>
    </PageIntro>
  );
}
