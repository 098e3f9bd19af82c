// The kit's pager with the panel's words (the admins' board uses it too).
import { Pager, type PagerProps } from '../../components/Pager';
import { useT } from '../language';

export function ListPager(props: Omit<PagerProps, 'labels'>) {
  const t = useT();
  const labels = {
    nav: t('clinic.pages'),
    previous: t('clinic.previous'),
    next: t('clinic.next'),
    position: (page: number, pages: number) => t('clinic.page', { page, pages }),
  };
  return <Pager {...props} labels={labels} />;
}
