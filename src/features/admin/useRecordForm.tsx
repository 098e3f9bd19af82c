// A record's form in a console section that edits its list one record at a time: which
// record is open (or a new one), a failed save's notice, and the reload a stale save
// offers (the form then starts again from what is stored).
import { useState } from 'react';
import { toast } from '../../components/toast';
import { SAVED } from '../../shared/messages/staff';
import { useT } from '../language';
import { SaveFailure, saveFailureOf, type SaveFailureState } from './SaveFailure';

export type RecordEditing<R> = { mode: 'new' } | { mode: 'edit'; record: R };

/** `fetchFresh` reads the stored list again and gives its records. */
export function useRecordForm<R extends { id: string }>(fetchFresh: () => Promise<R[] | undefined>) {
  const t = useT();
  const [editing, setEditing] = useState<RecordEditing<R> | null>(null);
  /** Bumped to give the form fresh values (after a reload). */
  const [formKey, setFormKey] = useState(0);
  const [failure, setFailure] = useState<SaveFailureState | null>(null);

  const close = () => {
    setEditing(null);
    setFailure(null);
  };

  /** Sends the form's save: done, it says so and closes the form; refused, it shows why. */
  const save = async (send: (editing: RecordEditing<R> | null) => Promise<unknown>) => {
    setFailure(null);
    try {
      await send(editing);
      toast.success(t(SAVED));
      close();
    } catch (error) {
      setFailure(saveFailureOf(t, error));
    }
  };

  const reload = async () => {
    if (editing?.mode !== 'edit') return;
    const fresh = (await fetchFresh())?.find((item) => item.id === editing.record.id);
    setFailure(null);
    if (fresh) {
      setEditing({ mode: 'edit', record: fresh });
      setFormKey((key) => key + 1);
    } else {
      close();
    }
  };

  const notice = failure && <SaveFailure failure={failure} onReload={() => void reload()} />;
  return { editing, open: setEditing, close, save, formKey, notice };
}
