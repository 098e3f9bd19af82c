// A picture, document, video or link field: one address for both languages.
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { TextField } from '../../../components/TextField';
import type { MediaKind } from '../../../shared/validation/contentFields';
import { useT } from '../../language';
import { useFieldError } from './useFieldError';

export function MediaInput({ label, name }: { label: string; name: string; kind?: MediaKind }) {
  const t = useT();
  const { control } = useFormContext<FieldValues>();
  const { field } = useController({ control, name });
  const error = useFieldError(name);
  return (
    <TextField
      label={label}
      type="text"
      inputMode="url"
      hint={`${t('admin.pages.sharedValue')} · ${t('admin.pages.urlHint')}`}
      error={error}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      ref={field.ref}
    />
  );
}
