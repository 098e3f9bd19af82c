import { Button } from '../../../components/Button';
import { useT } from '../../language';

/** The contact forms' submit button: busy and disabled while the message is on its way. */
export function SendMessageButton({ sending }: { sending: boolean }) {
  const t = useT();
  return (
    <Button type="submit" disabled={sending} aria-busy={sending || undefined} $size="large" $raised>
      {sending ? t('contact.sending') : t('contact.send')}
    </Button>
  );
}
