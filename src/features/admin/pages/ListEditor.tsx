// A list of a page document (banners, jobs, investor documents…): add, remove and move
// items; each item's Indonesian and English move together, as the API pairs them.
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { isLocalized, type Fields, type ListField } from '../../../shared/validation/contentFields';
import { useT } from '../../language';
import { newItem } from './draft';
import { Group } from './formParts';
import { useFieldError } from './useFieldError';

/**
 * `renderFields` draws an item's fields at its path: FieldsEditor passes itself in, as an
 * item's fields may hold lists of their own (this file importing it would make a cycle).
 */
export function ListEditor({
  label,
  field,
  path,
  renderFields,
}: {
  label: string;
  field: ListField;
  path: string;
  renderFields: (fields: Fields, path: string) => ReactNode;
}) {
  const t = useT();
  const { control } = useFormContext<FieldValues>();
  const indonesian = useFieldArray({ control, name: `id.${path}` });
  // A list without English text of its own has no English side to keep in step.
  const english = useFieldArray({ control, name: `en.${path}` });
  const items = (useWatch({ control, name: `id.${path}` }) as Record<string, unknown>[] | undefined) ?? [];
  const listError = useFieldError(`id.${path}`);
  const count = indonesian.fields.length;

  const move = (from: number, to: number) => {
    indonesian.move(from, to);
    if (isLocalized(field)) english.move(from, to);
  };
  const remove = (index: number) => {
    indonesian.remove(index);
    if (isLocalized(field)) english.remove(index);
  };
  const add = () => {
    const item = newItem(field);
    indonesian.append(item.id);
    if (isLocalized(field)) english.append(item.en);
  };

  return (
    <Group>
      <legend>{label}</legend>
      <Count>{t('admin.pages.itemCount', { n: count, max: field.max })}</Count>
      {listError && <ListError role="alert">{listError}</ListError>}
      <Items>
        {indonesian.fields.map((entry, index) => {
          const number = index + 1;
          const title = String(items[index]?.[field.titleField] ?? '').trim();
          const name = `${t('admin.pages.item', { n: number })}${title ? `: ${title}` : ''}`;
          return (
            <li key={entry.id}>
              <Group aria-label={`${label}, ${name}`}>
                <legend>{name}</legend>
                <Controls>
                  <Button
                    type="button"
                    $variant="subtle"
                    $size="small"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={`${t('admin.pages.moveUp')}: ${name}`}
                  >
                    {t('admin.pages.moveUp')}
                  </Button>
                  <Button
                    type="button"
                    $variant="subtle"
                    $size="small"
                    disabled={index === count - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={`${t('admin.pages.moveDown')}: ${name}`}
                  >
                    {t('admin.pages.moveDown')}
                  </Button>
                  <Button
                    type="button"
                    $variant="danger"
                    $size="small"
                    onClick={() => remove(index)}
                    aria-label={`${t('admin.pages.removeItem')}: ${name}`}
                  >
                    {t('admin.pages.removeItem')}
                  </Button>
                </Controls>
                {renderFields(field.item, `${path}.${index}`)}
              </Group>
            </li>
          );
        })}
      </Items>
      <div>
        <Button
          type="button"
          $variant="outline"
          $size="small"
          disabled={count >= field.max}
          onClick={add}
          aria-label={`${t('admin.pages.addItem')}: ${label}`}
        >
          {t('admin.pages.addItem')}
        </Button>
      </div>
    </Group>
  );
}

const Items = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const ListError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
