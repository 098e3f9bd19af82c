// Which record of a list is open in its draft editor (or a new one), and when its form
// starts again. A save, the autosave's too, refetches the list for the record's version and
// state while the form goes on with its own values: it starts again (a new `formKey`) only
// when the editor reloads what is stored (after a stale save, a publish, a discard, a
// restore) or lands on the record it has just created.
import { useState } from 'react';

export type DraftEditing<R> = { mode: 'new' } | { mode: 'edit'; record: R; generation: number };

/** `fetchFresh` reads the stored list again and gives its records. */
export function useDraftEditor<R extends { id: string }>(fetchFresh: () => Promise<R[] | undefined>) {
  const [editing, setEditing] = useState<DraftEditing<R> | null>(null);

  const openNew = () => setEditing({ mode: 'new' });
  const openRecord = (record: R) => setEditing({ mode: 'edit', record, generation: 0 });
  const close = () => setEditing(null);

  /** A record just created: the editor goes on editing it, its draft and publishing. */
  const landOn = (record: R) => setEditing({ mode: 'edit', record, generation: 1 });

  /** The form starts again from the record as stored now; a record gone meanwhile closes it. */
  const reload = async () => {
    if (editing?.mode !== 'edit') return;
    const { id } = editing.record;
    const fresh = (await fetchFresh())?.find((item) => item.id === id);
    setEditing((open) =>
      open?.mode === 'edit' && open.record.id === id
        ? fresh
          ? { mode: 'edit', record: fresh, generation: open.generation + 1 }
          : null
        : open,
    );
  };

  const formKey = editing?.mode === 'edit' ? `${editing.record.id}:${editing.generation}` : 'new';
  return { editing, formKey, openNew, openRecord, landOn, close, reload };
}
