// A picture, document, video or link field: one address for both languages. Pictures,
// documents and videos take the console's media field (shows the file, uploads one).
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { TextField } from '../../../components/TextField';
import { mediaSize } from '../../../shared/mediaManifest';
import type { MediaKind } from '../../../shared/validation/contentFields';
import { useT } from '../../language';
import { MediaField } from '../media/MediaField';
import { useFieldError } from './useFieldError';

type Props = {
  label: string;
  name: string;
  kind?: MediaKind;
  /** Where the picture's `width` and `height` sit, set from a new picture's known size (and cleared for an unknown one). */
  sizeOf?: string;
  /** A link that may also be a mailto: or tel: address (contentFields' `contact`). */
  contact?: boolean;
};

export function MediaInput({ label, name, kind, sizeOf, contact }: Props) {
  const t = useT();
  const { control, setValue } = useFormContext<FieldValues>();
  const { field } = useController({ control, name });
  const error = useFieldError(name);
  const value = (field.value as string | undefined) ?? '';
  const hint = `${t('admin.pages.sharedValue')} · ${t(contact ? 'admin.pages.contactUrlHint' : 'admin.pages.urlHint')}`;
  const changed = (url: string) => {
    field.onChange(url);
    if (!sizeOf) return;
    const size = mediaSize(url.trim());
    setValue(`${sizeOf}.width`, size?.width, { shouldDirty: true });
    setValue(`${sizeOf}.height`, size?.height, { shouldDirty: true });
  };
  if (kind) return <MediaField label={label} kind={kind} value={value} onChange={changed} hint={hint} error={error} />;
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
