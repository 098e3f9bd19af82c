import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from './useT';

/** Sets the document title from a dictionary key (or a ready text) in the current language. */
export function usePageTitle(keyOrText: string) {
  const t = useT();
  useDocumentTitle(t(keyOrText), t('site.name'));
}
