import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, type DefaultValues, type Resolver } from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import { toast } from '../../components/toast';
import { useT } from '../language';
import { pickMessage, type ContactMessage } from '../../shared/validation/contact';
import { useSendContactMessage, validationMessages } from './useSendContactMessage';

/**
 * The behaviour both contact forms share (SPEC §5, §8): validate with the form's schema,
 * show the one most useful message when fields fail, send, and clear the form once sent.
 */
export function useContactForm<Values extends ContactMessage>(form: 'home' | 'contact', schema: ObjectSchema<Values>, empty: Values) {
  const t = useT();
  const { send, sending } = useSendContactMessage(form);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({
    // For a schema of a generic shape, yup's inferred input type cannot be matched to
    // Values by the compiler; the schema is declared as ObjectSchema<Values>, so it is.
    resolver: yupResolver(schema) as unknown as Resolver<Values>,
    defaultValues: empty as DefaultValues<Values>,
  });

  const onSubmit = handleSubmit(
    async (values) => {
      if (await send(values)) reset(empty);
    },
    (formErrors) => {
      const message = pickMessage(validationMessages(formErrors));
      if (message) toast.error(t(message));
    },
  );

  return { register, errors, sending, onSubmit };
}
