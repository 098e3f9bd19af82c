import { useT } from '../../language';
import { Button } from './ui';

/** The contact forms' submit button: busy and disabled while the message is on its way. */
export function SendMessageButton({ sending }: { sending: boolean }) {
  const t = useT();
  return (
    <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
      {sending ? t('contact.sending') : t('contact.send')}
    </Button>
  );
}
