// One editor for every page document, driven by its field description: text in Indonesian
// and English side by side (the English placeholder shows the Indonesian it falls back to),
// links and media once for both languages, groups as fieldsets, lists as ListEditor.
import type { ReactNode } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import { TextAreaField, TextField } from '../../../components/TextField';
import { fieldLabelKey } from '../../../shared/dictionary/adminPages';
import type { Field, Fields } from '../../../shared/validation/contentFields';
import { useT } from '../../language';
import { ListEditor } from './ListEditor';
import { MediaInput } from './MediaInput';
import { Group } from './formParts';
import { useFieldError } from './useFieldError';

/**
 * `path` is the field's place in a body (`banner.title`, `jobs.2.title`), the same in `id` and
 * `en`; `limit`, how many of the fields to render (all when absent: DocumentForm reveals a
 * document's top level in parts).
 */
export function FieldsEditor({ fields, path, limit }: { fields: Fields; path: string; limit?: number }) {
  return (
    <>
      {Object.entries(fields)
        .slice(0, limit)
        .map(([name, field]) => (
          <FieldEditor
            key={name}
            name={name}
            field={field}
            path={path ? `${path}.${name}` : name}
            sized={hasSize(fields) ? path : undefined}
          />
        ))}
    </>
  );
}

/** How a list's items draw their fields (ListEditor takes it as a prop, not an import). */
const renderFields = (fields: Fields, path: string) => <FieldsEditor fields={fields} path={path} />;

/** Whether the fields hold a picture's pixel size beside it (a banner): kept in step with the picture. */
const hasSize = (fields: Fields) => fields.width?.kind === 'number' && fields.height?.kind === 'number';

function FieldEditor({ name, field, path, sized }: { name: string; field: Field; path: string; sized?: string }) {
  const t = useT();
  const label = t(fieldLabelKey(name));
  switch (field.kind) {
    case 'group':
      return (
        <Group>
          <legend>{label}</legend>
          <FieldsEditor fields={field.fields} path={path} />
        </Group>
      );
    case 'list':
      return <ListEditor label={label} field={field} path={path} renderFields={renderFields} />;
    case 'text':
      return field.shared ? (
        <SharedText label={label} path={path} max={field.max} />
      ) : (
        <LocalizedText label={label} path={path} max={field.max} multiline={field.multiline} />
      );
    case 'url':
      return (
        <Single>
          <MediaInput
            label={label}
            name={`id.${path}`}
            kind={field.media}
            contact={field.contact}
            sizeOf={field.media === 'image' && sized !== undefined ? (sized ? `id.${sized}` : 'id') : undefined}
          />
        </Single>
      );
    case 'number':
      return (
        <Single>
          <NumberInput label={label} name={`id.${path}`} />
        </Single>
      );
  }
}

function TextInput({
  label,
  name,
  multiline,
  placeholder,
  hint,
}: {
  label: string;
  name: string;
  multiline?: boolean;
  placeholder?: string;
  hint?: string;
}) {
  const { register } = useFormContext<FieldValues>();
  const error = useFieldError(name);
  const props = { label, hint, error, placeholder, ...register(name) };
  return multiline ? <TextAreaField rows={4} {...props} /> : <TextField {...props} />;
}

function LocalizedText({
  label,
  path,
  max,
  multiline,
}: {
  label: string;
  path: string;
  max: number;
  multiline?: boolean;
}) {
  const t = useT();
  const { control } = useFormContext<FieldValues>();
  const indonesian = useWatch({ control, name: `id.${path}` }) as string | undefined;
  const limit = t('admin.pages.maxLength', { max });
  return (
    <Pair>
      <TextInput
        label={`${label} (${t('admin.pages.indonesian')})`}
        name={`id.${path}`}
        multiline={multiline}
        hint={limit}
      />
      <TextInput
        label={`${label} (${t('admin.pages.english')})`}
        name={`en.${path}`}
        multiline={multiline}
        placeholder={indonesian ?? ''}
        hint={limit}
      />
    </Pair>
  );
}

function SharedText({ label, path, max }: { label: string; path: string; max: number }) {
  const t = useT();
  const hint = `${t('admin.pages.sharedValue')} · ${t('admin.pages.maxLength', { max })}`;
  return (
    <Single>
      <TextInput label={label} name={`id.${path}`} hint={hint} />
    </Single>
  );
}

function NumberInput({ label, name }: { label: string; name: string }) {
  const t = useT();
  const { register } = useFormContext<FieldValues>();
  const error = useFieldError(name);
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={1}
      hint={t('admin.pages.sharedValue')}
      error={error}
      {...register(name, {
        setValueAs: (value: unknown) =>
          value === '' || value === undefined || value === null ? undefined : Number(value),
      })}
    />
  );
}

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 12px 16px;
`;

const Single = styled.div<{ children?: ReactNode }>`
  max-width: 640px;
`;
