import styled from 'styled-components';
import { languageChosen, selectLanguage } from '../../features/language/languageSlice';
import { useT } from '../../features/language/useT';
import { useAppDispatch, useAppSelector } from '../../state/hooks';

/** ID/EN switch; the whole interface changes language at once, without a reload. */
export function LanguageToggle() {
  const t = useT();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const next = language === 'indonesian' ? 'english' : 'indonesian';
  return (
    <Toggle type="button" onClick={() => dispatch(languageChosen(next))} aria-label={t('language.toggle')} title={t('language.toggle')}>
      <Option $active={language === 'indonesian'} lang="id">ID</Option>
      <Option $active={language === 'english'} lang="en">EN</Option>
    </Toggle>
  );
}

const Toggle = styled.button`
  display: inline-flex;
  padding: 3px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  flex: none;
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
