import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { useT } from '../../language';

type Props = {
  sending: boolean;
  /** What stops the form from being sent, said for the whole form above the button (SPEC §5). */
  summary?: string;
};

/** The contact forms' submit button: busy and disabled while the message is on its way. */
export function SendMessageButton({ sending, summary }: Props) {
  const t = useT();
  return (
    <>
      {summary && <Summary role="alert">{summary}</Summary>}
      <Button type="submit" disabled={sending} aria-busy={sending || undefined} $size="large" $raised>
        {sending ? t('contact.sending') : t('contact.send')}
      </Button>
    </>
  );
}

const Summary = styled.p`
  margin: 0 0 16px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
