import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, type DefaultValues, type FieldPath, type Resolver } from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import { useT } from '../language';
import { pickMessage, type ContactMessage } from '../../shared/validation/contact';
import { FIELD_TOO_LONG, FILL_ALL_FIELDS, FILL_REQUIRED_FIELDS } from '../../shared/messages/contact';
import { useSendContactMessage } from './useSendContactMessage';

// The schemas' messages speak of the whole form (the server answers with them); at a field
// the same rule is said of that field.
const AT_THE_FIELD: Record<string, string> = {
  [FILL_REQUIRED_FIELDS]: 'contact.fieldRequired',
  [FILL_ALL_FIELDS]: 'contact.fieldRequired',
  [FIELD_TOO_LONG]: 'contact.fieldTooLong',
};

/**
 * The behaviour both contact forms share (SPEC §5, §8): validate with the form's schema,
 * say at each field what is wrong with it and, for the whole form, the message of SPEC §5
 * ('Please fill in all required fields' / 'Please fill in all fields'), send, and clear the
 * form once sent. `initial`: what the form starts with (a subject the link to it named), where
 * clearing is `empty`.
 */
export function useContactForm<Values extends ContactMessage>(
  form: 'home' | 'contact',
  schema: ObjectSchema<Values>,
  empty: Values,
  initial: Values = empty,
) {
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
    defaultValues: initial as DefaultValues<Values>,
  });

  const onSubmit = handleSubmit(async (values) => {
    if (await send(values)) reset(empty);
  });

  /** What is wrong with a field, in the visitor's language; undefined when nothing is. */
  const fieldError = (name: FieldPath<Values>): string | undefined => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' ? t(AT_THE_FIELD[message] ?? message) : undefined;
  };

  // The form's own words for what stops it, as the server would answer the same values.
  const messages = Object.values(errors as Record<string, { message?: unknown } | undefined>)
    .map((error) => error?.message)
    .filter((message): message is string => typeof message === 'string');
  const picked = pickMessage(messages);
  const summary = picked === undefined ? undefined : t(picked);

  return { register, fieldError, summary, sending, onSubmit };
}
