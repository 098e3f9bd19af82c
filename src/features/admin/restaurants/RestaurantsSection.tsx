// The console's restaurants: the list in the site's order with each logo and its publishing
// state, moved up and down with buttons (the site's order changes at once), created and
// edited as drafts in an editor with its publish bar, deleted after a confirmation (at once
// too), and each one's outlets edited in a panel of their own. A save made on a stale version
// is refused; the editor then offers to reload the restaurant.
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { LoadingDots } from '../../../components/LoadingDots';
import { toast } from '../../../components/toast';
import type { RestaurantRecord } from '../../../shared/catalogTypes';
import { adminCatalog } from '../../../shared/dictionary/adminCatalog';
import { RESTAURANT_DELETED } from '../../../shared/messages/catalog';
import { addStrings, failureText, useT } from '../../language';
import { ConfirmDialog } from '../ConfirmDialog';
import { RecordPicture } from '../RecordPicture';
import { SectionHead, sectionTitleId } from '../SectionHead';
import { Muted, RecordControls, RecordDetails, RecordList, RecordRow, RecordSection } from '../consoleParts';
import { StateBadge } from '../publishing/StateBadge';
import { OutletsPanel } from './OutletsPanel';
import { useGetAdminOutletsQuery } from './adminOutletsApi';
import { RestaurantForm } from './RestaurantForm';
import {
  useDeleteRestaurantMutation,
  useGetAdminRestaurantsQuery,
  useReorderRestaurantsMutation,
} from './restaurantsApi';
import { useDraftEditor } from './useDraftEditor';

addStrings(adminCatalog);

type Move = { id: string; direction: 'up' | 'down' };

export default function RestaurantsSection() {
  const t = useT();
  const { data: restaurants, error, isLoading, refetch } = useGetAdminRestaurantsQuery();
  const { data: outlets } = useGetAdminOutletsQuery();
  const [reorder, reordering] = useReorderRestaurantsMutation();
  const [deleteRestaurant, deletion] = useDeleteRestaurantMutation();
  const editor = useDraftEditor<RestaurantRecord>(async () => (await refetch()).data);
  const editing = editor.editing;
  /** The restaurant whose outlets are open in their panel. */
  const [outletsOf, setOutletsOf] = useState<string | null>(null);
  // As stored now: its state and cities change with the drafts saved and published meanwhile.
  const outletsRestaurant = outletsOf ? restaurants?.find((item) => item.id === outletsOf) : undefined;
  const [deleting, setDeleting] = useState<RestaurantRecord | null>(null);
  const lastMove = useRef<Move | null>(null);
  const list = useRef<HTMLOListElement>(null);

  // After a move the row sits elsewhere: the focus follows the button that moved it.
  useEffect(() => {
    const move = lastMove.current;
    if (!move || !list.current) return;
    const row = list.current.querySelector<HTMLElement>(`[data-id="${move.id}"]`);
    const button =
      row?.querySelector<HTMLButtonElement>(`[data-move="${move.direction}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    button?.focus();
    lastMove.current = null;
  }, [restaurants]);

  const section = useRef<HTMLElement>(null);
  /** The button that opened the form, to give the focus back to when it closes. */
  const opener = useRef<string | null>(null);

  const openNew = () => {
    opener.current = 'new';
    editor.openNew();
  };

  const openRecord = (restaurant: RestaurantRecord) => {
    opener.current = restaurant.id;
    editor.openRecord(restaurant);
  };

  const openOutlets = (restaurant: RestaurantRecord) => {
    opener.current = `outlets-${restaurant.id}`;
    setOutletsOf(restaurant.id);
  };

  // Back in the list, the focus returns to the button that opened the form or the outlets.
  const inList = !editing && !outletsRestaurant;
  useEffect(() => {
    if (!inList || !opener.current) return;
    const button = section.current?.querySelector<HTMLElement>(`[data-opener="${opener.current}"]`);
    (button ?? section.current?.querySelector<HTMLElement>('[data-opener="new"]'))?.focus();
    opener.current = null;
  }, [inList, restaurants]);

  const move = async (index: number, direction: Move['direction']) => {
    if (!restaurants) return;
    const ids = restaurants.map((item) => item.id);
    const to = direction === 'up' ? index - 1 : index + 1;
    [ids[index], ids[to]] = [ids[to]!, ids[index]!];
    lastMove.current = { id: restaurants[index]!.id, direction };
    try {
      await reorder(ids).unwrap();
    } catch (failure) {
      lastMove.current = null;
      toast.error(failureText(t, failure));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteRestaurant(deleting.id).unwrap();
      toast.success(t(RESTAURANT_DELETED));
      setDeleting(null);
    } catch (failure) {
      toast.error(failureText(t, failure));
    }
  };

  return (
    <RecordSection ref={section} aria-labelledby={sectionTitleId('restaurants')}>
      <SectionHead of="restaurants">
        {inList && (
          <Button type="button" $variant="primary" data-opener="new" onClick={openNew}>
            {t('admin.restaurants.add')}
          </Button>
        )}
      </SectionHead>
      {outletsRestaurant && <OutletsPanel restaurant={outletsRestaurant} onClose={() => setOutletsOf(null)} />}
      {editing && (
        <RestaurantForm
          key={editor.formKey}
          restaurant={editing.mode === 'edit' ? editing.record : null}
          stored={editing.mode === 'edit' ? restaurants?.find((item) => item.id === editing.record.id) : undefined}
          onCreated={(created) => {
            // Back in the list later, the focus goes to the new restaurant's Edit button.
            opener.current = created.id;
            editor.landOn(created);
          }}
          onReload={() => void editor.reload()}
          onClose={editor.close}
        />
      )}
      {inList && isLoading && <LoadingDots label={t('admin.catalog.loading')} />}
      {inList && error && <p role="alert">{failureText(t, error)}</p>}
      {inList && restaurants && restaurants.length === 0 && <p>{t('admin.restaurants.empty')}</p>}
      {inList && restaurants && restaurants.length > 1 && <Muted>{t('admin.restaurants.orderNow')}</Muted>}
      {inList && restaurants && restaurants.length > 0 && (
        <RecordList ref={list} aria-busy={reordering.isLoading || undefined}>
          {restaurants.map((restaurant, index) => (
            <RecordRow key={restaurant.id} data-id={restaurant.id}>
              <RecordPicture fit="contain" src={restaurant.logoImageUrl} />
              <RecordDetails>
                <strong>{restaurant.name}</strong>
                <span>{t('admin.restaurants.cities', { cities: restaurant.cities.join(', ') })}</span>
                {!restaurant.menuLink && <span>{t('admin.restaurants.noMenu')}</span>}
              </RecordDetails>
              <StateBadge small publishing={restaurant.publishing} />
              <RecordControls>
                <Button
                  type="button"
                  $variant="subtle"
                  $size="small"
                  data-move="up"
                  aria-label={t('admin.restaurants.moveUp', { name: restaurant.name })}
                  title={t('admin.restaurants.moveUp', { name: restaurant.name })}
                  disabled={index === 0 || reordering.isLoading}
                  onClick={() => move(index, 'up')}
                >
                  <span aria-hidden="true">↑</span>
                </Button>
                <Button
                  type="button"
                  $variant="subtle"
                  $size="small"
                  data-move="down"
                  aria-label={t('admin.restaurants.moveDown', { name: restaurant.name })}
                  title={t('admin.restaurants.moveDown', { name: restaurant.name })}
                  disabled={index === restaurants.length - 1 || reordering.isLoading}
                  onClick={() => move(index, 'down')}
                >
                  <span aria-hidden="true">↓</span>
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  $size="small"
                  data-opener={restaurant.id}
                  aria-label={t('admin.restaurants.editNamed', { name: restaurant.name })}
                  onClick={() => openRecord(restaurant)}
                >
                  {t('admin.restaurants.edit')}
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  $size="small"
                  data-opener={`outlets-${restaurant.id}`}
                  aria-label={t('admin.outlets.showNamed', { name: restaurant.name })}
                  onClick={() => openOutlets(restaurant)}
                >
                  {t('admin.outlets.show', {
                    count: outlets?.filter((outlet) => outlet.restaurantId === restaurant.id).length ?? '…',
                  })}
                </Button>
                <Button
                  type="button"
                  $variant="danger"
                  $size="small"
                  aria-label={t('admin.restaurants.deleteNamed', { name: restaurant.name })}
                  onClick={() => setDeleting(restaurant)}
                >
                  {t('admin.restaurants.delete')}
                </Button>
              </RecordControls>
            </RecordRow>
          ))}
        </RecordList>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.restaurants.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('admin.restaurants.deleteText')}
        confirmLabel={t('admin.restaurants.deleteConfirm')}
        cancelLabel={t('admin.catalog.cancel')}
        closeLabel={t('admin.catalog.close')}
        busy={deletion.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </RecordSection>
  );
}
