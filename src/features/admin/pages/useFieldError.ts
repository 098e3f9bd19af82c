import { get, useFormContext, type FieldValues } from 'react-hook-form';
import { useT } from '../../language';

/** The field's validation message in the console's language, if it has one. */
export function useFieldError(name: string): string | undefined {
  const t = useT();
  const { formState } = useFormContext<FieldValues>();
  const message = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return message ? t(message) : undefined;
}
