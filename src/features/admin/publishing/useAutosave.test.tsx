import { yupResolver } from '@hookform/resolvers/yup';
import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { object, string } from 'yup';
import type { RootState } from '../../../app/store';
import { STALE_SAVE } from '../../../shared/messages/staff';
import { renderWithProviders } from '../../../test/render';
import { AutosaveStatus } from './AutosaveStatus';
import { AUTOSAVE_DELAY_MS, useAutosave } from './useAutosave';

type Values = { title: string };
type Answer = { version: number };

const english: Partial<RootState> = { language: { language: 'english' } };
const schema = object({ title: string().required('A title is required') });

/** Saves that the test answers one by one. */
function controlledSaves() {
  const answers: Array<{ resolve: (answer: Answer) => void; reject: (error: unknown) => void }> = [];
  const save = jest.fn(
    (_values: Values) =>
      new Promise<Answer>((resolve, reject) => {
        answers.push({ resolve, reject });
      }),
  );
  return { save, answers };
}

function Editor({ save, onReload }: { save: (values: Values) => Promise<Answer>; onReload: () => void }) {
  const form = useForm<Values>({ defaultValues: { title: 'Halo' }, resolver: yupResolver(schema), mode: 'onBlur' });
  const { status } = useAutosave({ form, save });
  return (
    <form aria-label="Editor">
      <label>
        Title
        <input {...form.register('title')} />
      </label>
      <AutosaveStatus status={status} dirty={form.formState.isDirty} onReload={onReload} />
    </form>
  );
}

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date(2026, 11, 2, 14, 3, 0));
  user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
});
afterEach(() => {
  jest.useRealTimers();
});

/** Lets time pass, and the promises it sets off settle. */
const pass = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

const renderEditor = (save: (values: Values) => Promise<Answer>, onReload = jest.fn()) =>
  renderWithProviders(<Editor save={save} onReload={onReload} />, { preloadedState: english });

test('saves once, a pause after the last change, and says when', async () => {
  const { save, answers } = controlledSaves();
  renderEditor(save);
  await user.type(screen.getByLabelText('Title'), ' dunia');
  expect(screen.getByRole('status')).toHaveTextContent('You have unsaved changes');

  await pass(AUTOSAVE_DELAY_MS - 1);
  expect(save).not.toHaveBeenCalled();
  await pass(1);
  expect(save).toHaveBeenCalledTimes(1);
  expect(save).toHaveBeenLastCalledWith({ title: 'Halo dunia' });
  expect(screen.getByRole('status')).toHaveTextContent('Saving draft…');

  await act(async () => answers[0]!.resolve({ version: 2 }));
  expect(screen.getByRole('status')).toHaveTextContent('Draft saved at 2:03 PM');
  // Nothing new since: no second save.
  await pass(AUTOSAVE_DELAY_MS * 3);
  expect(save).toHaveBeenCalledTimes(1);
});

test('saves nothing while the form is as saved, or while a field is refused', async () => {
  const { save } = controlledSaves();
  renderEditor(save);
  await pass(AUTOSAVE_DELAY_MS * 3);
  expect(save).not.toHaveBeenCalled();

  // Typed and undone: as saved again.
  const title = screen.getByLabelText('Title');
  await user.type(title, 'x{Backspace}');
  await pass(AUTOSAVE_DELAY_MS);
  expect(save).not.toHaveBeenCalled();

  await user.clear(title);
  await pass(AUTOSAVE_DELAY_MS);
  expect(save).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent('Autosave paused: correct the marked fields');

  await user.type(title, 'Baru');
  await pass(AUTOSAVE_DELAY_MS);
  expect(save).toHaveBeenCalledTimes(1);
  expect(save).toHaveBeenLastCalledWith({ title: 'Baru' });
});

test('typing during a save: no second save on its way at once, then the latest values', async () => {
  const { save, answers } = controlledSaves();
  renderEditor(save);
  const title = screen.getByLabelText('Title');
  await user.type(title, ' a');
  await pass(AUTOSAVE_DELAY_MS);
  expect(save).toHaveBeenCalledTimes(1);

  await user.type(title, 'b');
  await pass(AUTOSAVE_DELAY_MS);
  await user.type(title, 'c');
  await pass(AUTOSAVE_DELAY_MS);
  expect(save).toHaveBeenCalledTimes(1);

  await act(async () => answers[0]!.resolve({ version: 2 }));
  // What was typed during the save is still unsaved, and goes next, as it is now.
  expect(save).toHaveBeenCalledTimes(2);
  expect(save).toHaveBeenLastCalledWith({ title: 'Halo abc' });
  expect(title).toHaveValue('Halo abc');

  await act(async () => answers[1]!.resolve({ version: 3 }));
  expect(screen.getByRole('status')).toHaveTextContent('Draft saved at 2:03 PM');
  await pass(AUTOSAVE_DELAY_MS * 2);
  expect(save).toHaveBeenCalledTimes(2);
});

test('a save refused as stale says so with a Reload, and the autosave stops', async () => {
  const { save, answers } = controlledSaves();
  const onReload = jest.fn();
  renderEditor(save, onReload);
  const title = screen.getByLabelText('Title');
  await user.type(title, ' lagi');
  await pass(AUTOSAVE_DELAY_MS);
  await act(async () => answers[0]!.reject({ status: 409, data: { success: false, message: STALE_SAVE } }));

  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(STALE_SAVE);
  await user.click(screen.getByRole('button', { name: 'Reload' }));
  expect(onReload).toHaveBeenCalledTimes(1);

  await user.type(title, '!');
  await pass(AUTOSAVE_DELAY_MS * 2);
  expect(save).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status')).toHaveTextContent('You have unsaved changes');
});

test('a failed autosave says why and tries again after the next change', async () => {
  const { save, answers } = controlledSaves();
  renderEditor(save);
  const title = screen.getByLabelText('Title');
  await user.type(title, ' lagi');
  await pass(AUTOSAVE_DELAY_MS);
  await act(async () => answers[0]!.reject({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }));
  expect(screen.getByRole('status')).toHaveTextContent('Autosave failed: Network Error');

  await user.type(title, '!');
  await pass(AUTOSAVE_DELAY_MS);
  expect(save).toHaveBeenCalledTimes(2);
  expect(save).toHaveBeenLastCalledWith({ title: 'Halo lagi!' });
});
