// One brand's outlets in the console: its list in the site's order with each one's publishing
// state, moved up and down with buttons (the site's order changes at once), added and edited
// as drafts in an editor with its publish bar, removed after a confirmation (at once too). A
// save made on a stale version is refused; the editor then offers to reload the outlet. An
// outlet shows on the site only while its brand does: a brand not on the site says so.
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { LoadingDots } from '../../../components/LoadingDots';
import { SectionHeader } from '../../../components/SectionHeader';
import { toast } from '../../../components/toast';
import { useAppSelector } from '../../../state/hooks';
import type { OutletRecord, RestaurantRecord } from '../../../shared/catalogTypes';
import { adminOutlets } from '../../../shared/dictionary/adminOutlets';
import { OUTLET_DELETED } from '../../../shared/messages/outlets';
import { addStrings, failureText, selectLangCode, useT } from '../../language';
import { ConfirmDialog } from '../ConfirmDialog';
import {
  Actions,
  Muted,
  RecordControls,
  RecordDetails,
  RecordHead,
  RecordList,
  RecordRow,
  RecordSection,
} from '../consoleParts';
import { StateBadge } from '../publishing/StateBadge';
import { OutletForm } from './OutletForm';
import { useDeleteOutletMutation, useGetAdminOutletsQuery, useReorderOutletsMutation } from './adminOutletsApi';
import { useDraftEditor } from './useDraftEditor';

addStrings(adminOutlets);

type Move = { id: string; direction: 'up' | 'down' };

/** `restaurant`: the brand as stored now (its working copy's cities, its publishing state). */
type Props = { restaurant: RestaurantRecord; onClose: () => void };

export function OutletsPanel({ restaurant, onClose }: Props) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const { data: all, error, isLoading, refetch } = useGetAdminOutletsQuery();
  const outlets = all?.filter((outlet) => outlet.restaurantId === restaurant.id);
  const [reorder, reordering] = useReorderOutletsMutation();
  const [deleteOutlet, deletion] = useDeleteOutletMutation();
  const editor = useDraftEditor<OutletRecord>(async () => (await refetch()).data);
  const editing = editor.editing;
  // Its outlets are public only while it is: a draft brand (never published, or taken off) hides them all.
  const brandHidden = restaurant.publishing.state === 'draft';
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

  const openNew = () => {
    focusTarget.current = ['new'];
    editor.openNew();
  };

  const openRecord = (outlet: OutletRecord) => {
    focusTarget.current = [`edit-${outlet.id}`];
    editor.openRecord(outlet);
  };

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
        key={editor.formKey}
        outlet={editing.mode === 'edit' ? editing.record : null}
        stored={editing.mode === 'edit' ? all?.find((item) => item.id === editing.record.id) : undefined}
        restaurant={restaurant}
        lang={lang}
        onCreated={(created) => {
          // Back in the list later, the focus goes to the new outlet's Edit button.
          focusTarget.current = [`edit-${created.id}`];
          editor.landOn(created);
        }}
        onReload={() => void editor.reload()}
        onClose={editor.close}
      />
    );
  }

  return (
    <RecordSection ref={section} aria-labelledby="outlets-title">
      <RecordHead>
        <SectionHeader id="outlets-title" titleRef={heading} variant="page" level={2} layout="inline" title={title} />
        <Actions>
          <Button type="button" $variant="primary" data-focus="new" onClick={openNew}>
            {t('admin.outlets.add')}
          </Button>
          <Button type="button" $variant="subtle" onClick={onClose}>
            {t('admin.catalog.close')}
          </Button>
        </Actions>
      </RecordHead>
      {brandHidden && <Muted>{t('admin.outlets.brandHidden')}</Muted>}
      {isLoading && <LoadingDots label={t('admin.catalog.loading')} />}
      {error && <p role="alert">{failureText(t, error)}</p>}
      {outlets && outlets.length === 0 && <p>{t('admin.outlets.empty')}</p>}
      {outlets && outlets.length > 1 && <Muted>{t('admin.outlets.orderNow')}</Muted>}
      {outlets && outlets.length > 0 && (
        <RecordList aria-busy={reordering.isLoading || undefined}>
          {outlets.map((outlet, index) => (
            <RecordRow key={outlet.id}>
              <RecordDetails>
                <strong>{outlet.city}</strong>
                <span>{outlet.address}</span>
                {outlet.phone && <span>{outlet.phone}</span>}
              </RecordDetails>
              <StateBadge small publishing={outlet.publishing} />
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
                  onClick={() => openRecord(outlet)}
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
