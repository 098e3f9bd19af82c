// Autosave for a react-hook-form editor: once the editor stops typing for AUTOSAVE_DELAY_MS
// and the form differs from what was saved last and passes its checks, the draft is saved
// through the form's own save. One save at a time: a save asked for while one is on its way
// waits for it, then sends the values as they are by then (the latest win). A save the server
// refuses as stale stops the autosave until the form is reloaded.
//
// After a save the form is not restarted (a remount would lose the caret and whatever was
// typed meanwhile): its baseline for "unsaved" becomes the values saved (resetDefaultValues),
// so edits typed during the save still count as unsaved. Nothing is saved as the editor
// leaves: a request cannot be trusted to finish then, so the unsaved-changes guard
// (pages/useUnsavedChangesGuard.ts) keeps asking about what is not saved yet.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { sameJson } from '../../../shared/sameJson';
import { useT } from '../../language';
import { saveFailureOf, type SaveFailureState } from '../SaveFailure';

export const AUTOSAVE_DELAY_MS = 3000;

export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /** The form's checks refuse a field: nothing is saved until it is corrected. */
  | { kind: 'invalid' }
  | { kind: 'failed'; failure: SaveFailureState };

export type SaveOutcome =
  | { kind: 'saved' }
  /** Nothing to save (the form is as saved), or not saved (invalid, or stopped after a stale save). */
  | { kind: 'skipped' }
  | { kind: 'failed'; failure: SaveFailureState };

type Options<V extends FieldValues> = {
  form: UseFormReturn<V>;
  /** Saves the values as the draft; the form keeps the version it answers. */
  save: (values: V) => Promise<{ version: number }>;
  enabled?: boolean;
};

type Queue = {
  timer?: ReturnType<typeof setTimeout>;
  running: Promise<SaveOutcome> | null;
  queued: Promise<SaveOutcome> | null;
  queuedExplicit: boolean;
  stale: boolean;
  gone: boolean;
};

export function useAutosave<V extends FieldValues>({ form, save, enabled = true }: Options<V>) {
  const t = useT();
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  // The values last saved (at first, those the form opened with): deep copies, since the
  // form's own values change in place as the editor types.
  const [opened] = useState(() => structuredClone(form.getValues()));
  const baseline = useRef<V>(opened);
  const queue = useRef<Queue>({ running: null, queued: null, queuedExplicit: false, stale: false, gone: false });
  const latest = useRef({ save, t, form });
  useLayoutEffect(() => {
    latest.current = { save, t, form };
  });

  /** One save of the values as they are now. `explicit`: the editor's own Save, already checked. */
  const perform = useCallback(async (explicit: boolean): Promise<SaveOutcome> => {
    const { form: current, save: send, t: translate } = latest.current;
    const state = queue.current;
    const values = structuredClone(current.getValues());
    if (!explicit && state.stale) return { kind: 'skipped' };
    if (!explicit && sameJson(values, baseline.current)) {
      // Edits undone: a refused field is no longer in the way.
      if (!state.gone) setStatus((now) => (now.kind === 'invalid' ? { kind: 'idle' } : now));
      return { kind: 'skipped' };
    }
    if (!explicit && !(await current.trigger())) {
      if (!state.gone) setStatus({ kind: 'invalid' });
      return { kind: 'skipped' };
    }
    if (!state.gone) setStatus({ kind: 'saving' });
    try {
      await send(values);
      baseline.current = values;
      state.stale = false;
      if (!state.gone) {
        current.resetDefaultValues(values);
        setStatus({ kind: 'saved', at: new Date() });
      }
      return { kind: 'saved' };
    } catch (error) {
      const failure = saveFailureOf(translate, error);
      if (failure.stale) state.stale = true;
      // The editor's own Save says a plain failure itself (a toast); the line goes back to the form's state.
      if (!state.gone) setStatus(failure.stale || !explicit ? { kind: 'failed', failure } : { kind: 'idle' });
      return { kind: 'failed', failure };
    }
  }, []);

  const request = useCallback(
    (explicit: boolean): Promise<SaveOutcome> => {
      const state = queue.current;
      if (state.queued) {
        state.queuedExplicit ||= explicit;
        return state.queued;
      }
      const start = (asked: boolean) => {
        const running = perform(asked).finally(() => {
          if (state.running === running) state.running = null;
        });
        state.running = running;
        return running;
      };
      if (!state.running) return start(explicit);
      state.queuedExplicit = explicit;
      const queued = state.running.then(() => {
        const asked = state.queuedExplicit;
        state.queued = null;
        state.queuedExplicit = false;
        return start(asked);
      });
      state.queued = queued;
      return queued;
    },
    [perform],
  );

  useEffect(() => {
    if (!enabled) return;
    const state = queue.current;
    const subscription = form.watch(() => {
      clearTimeout(state.timer);
      state.timer = setTimeout(() => void request(false), AUTOSAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(state.timer);
    };
  }, [enabled, form, request]);

  useEffect(() => {
    const state = queue.current;
    state.gone = false;
    return () => {
      state.gone = true;
    };
  }, []);

  /** The editor's Save: now, after the save on its way if there is one. */
  const saveNow = useCallback(() => {
    clearTimeout(queue.current.timer);
    return request(true);
  }, [request]);

  /** The values as last saved (or as opened): what "discard my edits" goes back to. */
  const lastSaved = useCallback((): V => structuredClone(baseline.current), []);

  return { status, saveNow, lastSaved };
}
