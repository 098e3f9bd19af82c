// One brand's outlets in the console: its list in the site's order, moved up and down with
// buttons, added and edited in a form, removed after a confirmation. A save made on a stale
// version is refused; the form then offers to reload the outlet.
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { LoadingDots } from '../../../components/LoadingDots';
import { SectionHeader } from '../../../components/SectionHeader';
import { toast } from '../../../components/toast';
import { useAppSelector } from '../../../state/hooks';
import type { OutletRecord, RestaurantRecord } from '../../../shared/catalogTypes';
import { adminOutlets } from '../../../shared/dictionary/adminOutlets';
import { OUTLET_DELETED } from '../../../shared/messages/outlets';
import type { OutletValues } from '../../../shared/validation/outlet';
import { addStrings, failureText, selectLangCode, useT } from '../../language';
import { ConfirmDialog } from '../ConfirmDialog';
import {
  Actions,
  RecordControls,
  RecordDetails,
  RecordHead,
  RecordList,
  RecordRow,
  RecordSection,
} from '../consoleParts';
import { useRecordForm, type RecordEditing } from '../useRecordForm';
import { emptyOutlet, OutletForm, outletValuesOf } from './OutletForm';
import {
  useCreateOutletMutation,
  useDeleteOutletMutation,
  useGetAdminOutletsQuery,
  useReorderOutletsMutation,
  useUpdateOutletMutation,
} from './adminOutletsApi';

addStrings(adminOutlets);

type Move = { id: string; direction: 'up' | 'down' };

type Props = { restaurant: RestaurantRecord; onClose: () => void };

export function OutletsPanel({ restaurant, onClose }: Props) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const { data: all, error, isLoading, refetch } = useGetAdminOutletsQuery();
  const outlets = all?.filter((outlet) => outlet.restaurantId === restaurant.id);
  const [createOutlet, creation] = useCreateOutletMutation();
  const [updateOutlet, update] = useUpdateOutletMutation();
  const [reorder, reordering] = useReorderOutletsMutation();
  const [deleteOutlet, deletion] = useDeleteOutletMutation();
  const form = useRecordForm<OutletRecord>(async () => (await refetch()).data);
  const editing = form.editing;
  const [deleting, setDeleting] = useState<OutletRecord | null>(null);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  /** The buttons to give the focus back to, the first one enabled: the one that opened the form or moved a row. */
  const focusTarget = useRef<string[] | null>(null);

  // Opened from the restaurant's row, the panel starts at its heading.
  useEffect(() => heading.current?.focus(), []);

  // Back in the list (or after a move), the focus returns to the button that acted.
  useEffect(() => {
    if (editing || !focusTarget.current) return;
    const target = [...focusTarget.current, 'new']
      .map((name) => section.current?.querySelector<HTMLElement>(`[data-focus="${name}"]:not(:disabled)`))
      .find(Boolean);
    target?.focus();
    focusTarget.current = null;
  }, [editing, all]);

  const openForm = (next: RecordEditing<OutletRecord>) => {
    focusTarget.current = next.mode === 'edit' ? [`edit-${next.record.id}`] : ['new'];
    form.open(next);
  };

  const save = (values: OutletValues) =>
    form.save((open) =>
      open?.mode === 'edit'
        ? updateOutlet({ id: open.record.id, values: { ...values, version: open.record.version } }).unwrap()
        : createOutlet({ restaurantId: restaurant.id, values }).unwrap(),
    );

  const move = async (index: number, direction: Move['direction']) => {
    if (!outlets) return;
    const ids = outlets.map((item) => item.id);
    const to = direction === 'up' ? index - 1 : index + 1;
    [ids[index], ids[to]] = [ids[to]!, ids[index]!];
    // At an end of the list its button is disabled: the focus then stays on the row's other one.
    const id = outlets[index]!.id;
    focusTarget.current = direction === 'up' ? [`up-${id}`, `down-${id}`] : [`down-${id}`, `up-${id}`];
    try {
      await reorder({ restaurantId: restaurant.id, ids }).unwrap();
    } catch (failure) {
      focusTarget.current = null;
      toast.error(failureText(t, failure));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteOutlet(deleting.id).unwrap();
      toast.success(t(OUTLET_DELETED));
      setDeleting(null);
      focusTarget.current = ['new'];
    } catch (failure) {
      toast.error(failureText(t, failure));
    }
  };

  const title = t('admin.outlets.showNamed', { name: restaurant.name });

  if (editing) {
    return (
      <OutletForm
        key={form.formKey}
        title={
          editing.mode === 'edit'
            ? t('admin.outlets.editTitle', { name: restaurant.name, city: editing.record.city })
            : t('admin.outlets.newTitle', { name: restaurant.name })
        }
        initial={
          editing.mode === 'edit'
            ? outletValuesOf(editing.record)
            : emptyOutlet(restaurant.cities.length === 1 ? restaurant.cities[0]! : '')
        }
        cities={restaurant.cities}
        lang={lang}
        saving={creation.isLoading || update.isLoading}
        notice={form.notice}
        onSubmit={save}
        onCancel={form.close}
      />
    );
  }

  return (
    <RecordSection ref={section} aria-labelledby="outlets-title">
      <RecordHead>
        <SectionHeader id="outlets-title" titleRef={heading} variant="page" level={2} layout="inline" title={title} />
        <Actions>
          <Button type="button" $variant="primary" data-focus="new" onClick={() => openForm({ mode: 'new' })}>
            {t('admin.outlets.add')}
          </Button>
          <Button type="button" $variant="subtle" onClick={onClose}>
            {t('admin.catalog.close')}
          </Button>
        </Actions>
      </RecordHead>
      {isLoading && <LoadingDots label={t('admin.catalog.loading')} />}
      {error && <p role="alert">{failureText(t, error)}</p>}
      {outlets && outlets.length === 0 && <p>{t('admin.outlets.empty')}</p>}
      {outlets && outlets.length > 0 && (
        <RecordList aria-busy={reordering.isLoading || undefined}>
          {outlets.map((outlet, index) => (
            <RecordRow key={outlet.id}>
              <RecordDetails>
                <strong>{outlet.city}</strong>
                <span>{outlet.address}</span>
                {outlet.phone && <span>{outlet.phone}</span>}
              </RecordDetails>
              <RecordControls>
                <Button
                  type="button"
                  $variant="subtle"
                  $size="small"
                  data-focus={`up-${outlet.id}`}
                  aria-label={t('admin.outlets.moveUp', { address: outlet.address })}
                  title={t('admin.outlets.moveUp', { address: outlet.address })}
                  disabled={index === 0 || reordering.isLoading}
                  onClick={() => move(index, 'up')}
                >
                  <span aria-hidden="true">↑</span>
                </Button>
                <Button
                  type="button"
                  $variant="subtle"
                  $size="small"
                  data-focus={`down-${outlet.id}`}
                  aria-label={t('admin.outlets.moveDown', { address: outlet.address })}
                  title={t('admin.outlets.moveDown', { address: outlet.address })}
                  disabled={index === outlets.length - 1 || reordering.isLoading}
                  onClick={() => move(index, 'down')}
                >
                  <span aria-hidden="true">↓</span>
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  $size="small"
                  data-focus={`edit-${outlet.id}`}
                  aria-label={t('admin.outlets.editNamed', { address: outlet.address })}
                  onClick={() => openForm({ mode: 'edit', record: outlet })}
                >
                  {t('admin.outlets.edit')}
                </Button>
                <Button
                  type="button"
                  $variant="danger"
                  $size="small"
                  aria-label={t('admin.outlets.deleteNamed', { address: outlet.address })}
                  onClick={() => setDeleting(outlet)}
                >
                  {t('admin.outlets.delete')}
                </Button>
              </RecordControls>
            </RecordRow>
          ))}
        </RecordList>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.outlets.deleteTitle', { address: deleting?.address ?? '' })}
        text={t('admin.outlets.deleteText')}
        confirmLabel={t('admin.outlets.deleteConfirm')}
        cancelLabel={t('admin.catalog.cancel')}
        closeLabel={t('admin.catalog.close')}
        busy={deletion.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </RecordSection>
  );
}
