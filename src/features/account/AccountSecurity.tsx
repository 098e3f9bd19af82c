import styled from 'styled-components';
import { Card } from '../../components/Card';
import { media } from '../../components/theme';
import { accounts } from '../../shared/dictionary/accounts';
import { auth } from '../../shared/dictionary/auth';
import { addStrings, type TFunction } from '../language';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LogoutEverywhere } from './LogoutEverywhere';

// The card's strings come with its code (see features/language/loadedStrings.ts); its
// password fields share their labels and messages with the sign-up form.
addStrings(accounts, auth);

/** My profile's second card: change the password, and sign out every other device. */
export function AccountSecurity({ t }: { t: TFunction }) {
  return (
    <SecurityCard as="section" aria-labelledby="account-security-title">
      <h2 id="account-security-title">{t('accounts.security.title')}</h2>
      <Part aria-labelledby="change-password-title">
        <h3 id="change-password-title">{t('accounts.change.title')}</h3>
        <Intro>{t('accounts.change.intro')}</Intro>
        <ChangePasswordForm t={t} />
      </Part>
      <Part aria-labelledby="logout-everywhere-title">
        <h3 id="logout-everywhere-title">{t('accounts.everywhere.title')}</h3>
        <Intro>{t('accounts.everywhere.intro')}</Intro>
        <LogoutEverywhere t={t} />
      </Part>
    </SecurityCard>
  );
}

const SecurityCard = styled(Card)`
  margin-top: 24px;
  padding: 32px;
  h2 {
    font-size: 1.35rem;
    margin: 0 0 8px;
  }
  ${media.small} {
    padding: 24px 18px;
  }
`;

const Part = styled.section`
  padding-top: 20px;
  margin-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    font-size: 1.1rem;
    margin: 0 0 6px;
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 16px;
`;
