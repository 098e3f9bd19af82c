import styled from 'styled-components';
import { ButtonLink } from '../components/ButtonLink';
import { addStrings } from '../features/language/loadedStrings';
import { usePageTitle } from '../features/language/usePageTitle';
import { useT } from '../features/language/useT';
import { notFound } from '../shared/dictionary/notFound';
import { paths } from '../shared/routing/paths';

// The page's strings come with its code (see features/language/loadedStrings.ts).
addStrings(notFound);

export default function NotFoundPage() {
  const t = useT();
  usePageTitle('notFound.title');
  return (
    <Wrapper>
      <Code aria-hidden="true">404</Code>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Back to={paths.home}>{t('notFound.back')}</Back>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: 96px 20px;
  text-align: center;
`;

const Back = styled(ButtonLink)`
  margin-top: 8px;
`;

/* The numeral is text, so it keeps the text colour: primary comes from the theme API and
   may not reach 3:1 on white. The brand colour goes to the bar beneath it instead. */
const Code = styled.p`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 5rem;
  line-height: 1;
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.text};
  &::after {
    content: '';
    display: block;
    width: 64px;
    height: 4px;
    margin: 16px auto 0;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.colors.primary};
  }
`;
