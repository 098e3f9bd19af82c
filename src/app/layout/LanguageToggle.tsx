import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { languageChosen, selectLanguage } from '../../features/language/languageSlice';
import { useT } from '../../features/language/useT';
import { langCodeOf } from '../../shared/language';
import { addressIn } from '../../shared/routing/languageAddress';
import { useAppDispatch, useAppSelector } from '../../state/hooks';

/**
 * ID/EN switch: a link to this page's address in the other language (it works before the
 * scripts have run, and tells search engines the other version); once the site runs, the
 * whole interface changes language at once, without a reload, and the router moves the
 * address, query and all.
 */
export function LanguageToggle() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const language = useAppSelector(selectLanguage);
  const next = language === 'indonesian' ? 'english' : 'indonesian';
  const href = addressIn(pathname, langCodeOf(next));
  return (
    <Toggle
      href={href}
      hrefLang={langCodeOf(next)}
      onClick={(event) => {
        event.preventDefault();
        dispatch(languageChosen(next));
      }}
      aria-label={t('language.toggle')}
      title={t('language.toggle')}
    >
      <Option $active={language === 'indonesian'} lang="id">
        ID
      </Option>
      <Option $active={language === 'english'} lang="en">
        EN
      </Option>
    </Toggle>
  );
}

const Toggle = styled.a`
  display: inline-flex;
  padding: 3px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  flex: none;
  text-decoration: none;
`;

const Option = styled.span<{ $active: boolean }>`
  min-width: 36px;
  padding: 4px 8px;
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  background: ${({ $active, theme }) => ($active ? theme.colors.dark : 'transparent')};
  color: ${({ $active, theme }) => ($active ? theme.colors.onDark : theme.colors.muted)};
`;
