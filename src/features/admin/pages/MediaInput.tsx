// A picture, document, video or link field: one address for both languages. Pictures,
// documents and videos take the console's media field (shows the file, uploads one).
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { TextField } from '../../../components/TextField';
import type { MediaKind } from '../../../shared/validation/contentFields';
import { useT } from '../../language';
import { MediaField } from '../media/MediaField';
import { useFieldError } from './useFieldError';

export function MediaInput({ label, name, kind }: { label: string; name: string; kind?: MediaKind }) {
  const t = useT();
  const { control } = useFormContext<FieldValues>();
  const { field } = useController({ control, name });
  const error = useFieldError(name);
  const value = (field.value as string | undefined) ?? '';
  const hint = `${t('admin.pages.sharedValue')} · ${t('admin.pages.urlHint')}`;
  if (kind) return <MediaField label={label} kind={kind} value={value} onChange={(url) => field.onChange(url)} hint={hint} error={error} />;
  return (
    <TextField
      label={label}
      type="text"
      inputMode="url"
      hint={hint}
      error={error}
      name={field.name}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      ref={field.ref}
    />
  );
}
