import { readApiError } from '../../state/apiError';
import { toast } from '../../components/toast';
import { addStrings, useT } from '../language';
import { useSendMessageMutation } from './contactApi';
import { MESSAGE_SENT, SEND_FAILED, SEND_FAILED_NETWORK, SEND_FAILED_PREFIX } from '../../shared/messages/contact';
import { failures } from '../../shared/dictionary/failures';

// A failed send shows the server's words, which may be the HTTP layer's (e.g. too many requests).
addStrings(failures);
import type { ContactMessage } from '../../shared/validation/contact';

/**
 * Sends a contact message and tells the visitor how it went (SPEC §8). The home form
 * prefixes a server refusal with 'Failed to send message. '; the contact page shows it as is.
 */
export function useSendContactMessage(form: 'home' | 'contact') {
  const t = useT();
  const [sendMessage, { isLoading }] = useSendMessageMutation();

  const send = async (values: ContactMessage): Promise<boolean> => {
    try {
      await sendMessage(values).unwrap();
      toast.success(t(MESSAGE_SENT));
      return true;
    } catch (error) {
      // Only the server's own words are shown; any other failure gets the form's message.
      const failure = readApiError(error);
      if (failure.kind === 'no-answer') toast.error(t(SEND_FAILED_NETWORK));
      else if (failure.kind !== 'server') toast.error(t(SEND_FAILED));
      else toast.error(form === 'home' ? `${t(SEND_FAILED_PREFIX)}${t(failure.text)}` : t(failure.text));
      return false;
    }
  };

  return { send, sending: isLoading };
}
