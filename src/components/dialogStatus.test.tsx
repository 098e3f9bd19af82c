// A toast never covers a dialog (dialogStatus.ts): what is raised while a dialog is open is said
// in the dialog's own status line, the topmost dialog's, and what a dialog still says as it
// closes goes on as a toast.
import { afterEach, expect, jest, test } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { ToastContainer } from 'react-toastify';
import { ThemeProvider } from 'styled-components';
import { DEFAULT_THEME_COLORS } from '../shared/themeDefaults';
import { Modal } from './Modal';
import { makeTheme } from './theme';
import { toast } from './toast';
import { dismissAll, TOAST_LIFETIME_MS } from './toastLibrary';

// A closing toast leaves with an animation, but stops being an alert at once.
const shownToasts = () => screen.queryAllByRole('alert').map((element) => element.textContent);
const toastsInDom = () => document.querySelectorAll('.Toastify__toast').length;

// The library loads on demand, so each call shows its message a moment later.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  jest.restoreAllMocks();
  // What a dialog unmounted by the test's cleanup handed over must not reach the next test.
  dismissAll();
});

type Opened = { outer: boolean; inner: boolean };

let setOpened: (opened: Opened) => void = () => undefined;

function Page() {
  const [opened, set] = useState<Opened>({ outer: false, inner: false });
  setOpened = set;
  return (
    <ThemeProvider theme={makeTheme(DEFAULT_THEME_COLORS)}>
      <ToastContainer />
      <Modal open={opened.outer} onClose={() => set({ outer: false, inner: false })} title="Unsubscribe?">
        <button type="button">Unsubscribe</button>
      </Modal>
      <Modal open={opened.inner} onClose={() => set({ ...opened, inner: false })} title="Are you sure?">
        <button type="button">Yes</button>
      </Modal>
    </ThemeProvider>
  );
}

const open = (opened: Partial<Opened>) => act(() => setOpened({ outer: false, inner: false, ...opened }));
const statusOf = (name: string) => within(screen.getByRole('dialog', { name })).getByRole('status');

test('without a dialog a message is a toast, as before', async () => {
  render(<Page />);
  toast.success('Saved');
  await waitFor(() => expect(shownToasts()).toEqual(['Saved']));
});

test('raised while a dialog is open, a message is said in the dialog’s status line, and no toast is shown', async () => {
  render(<Page />);
  open({ outer: true });
  const status = statusOf('Unsubscribe?');
  expect(status).toBeEmptyDOMElement();

  toast.error('Only an admin can do this');
  await waitFor(() => expect(status).toHaveTextContent('Only an admin can do this'));
  await settle();
  expect(toastsInDom()).toBe(0);
  // The dialog and its button are all there is on top.
  expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
});

test('what one action says is shown together, and the next action’s messages replace it', async () => {
  render(<Page />);
  open({ outer: true });
  const status = statusOf('Unsubscribe?');
  toast.success('Saved');
  toast.info('2 appointments cancelled');
  await waitFor(() =>
    expect(
      within(status)
        .getAllByText(/./)
        .map((line) => line.textContent),
    ).toEqual(['Saved', '2 appointments cancelled']),
  );
  await settle();

  toast.error('Network error');
  await waitFor(() => expect(status).toHaveTextContent(/^Network error$/));
  // Said again, the same words are a new line a screen reader announces again.
  const before = within(status).getByText('Network error');
  await settle();
  toast.error('Network error');
  await waitFor(() => expect(within(status).getByText('Network error')).not.toBe(before));
  expect(toastsInDom()).toBe(0);
});

test('a dialog that closes as it speaks ("Unsubscribed", then closed) hands its message to a toast', async () => {
  render(<Page />);
  open({ outer: true });
  toast.success('Unsubscribed');
  await waitFor(() => expect(statusOf('Unsubscribe?')).toHaveTextContent('Unsubscribed'));
  open({});
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(shownToasts()).toEqual(['Unsubscribed']));
});

test('a message the dialog has shown for a toast’s whole time is not shown again when it closes', async () => {
  render(<Page />);
  open({ outer: true });
  toast.error('Only an admin can do this');
  await waitFor(() => expect(statusOf('Unsubscribe?')).toHaveTextContent('Only an admin can do this'));
  const realNow = performance.now.bind(performance);
  jest.spyOn(performance, 'now').mockImplementation(() => realNow() + TOAST_LIFETIME_MS);
  open({});
  await settle();
  expect(toastsInDom()).toBe(0);
});

test('with dialogs stacked the top one says it; closing it hands the message to the dialog below', async () => {
  render(<Page />);
  open({ outer: true, inner: true });
  toast.error('Slot not available');
  await waitFor(() => expect(statusOf('Are you sure?')).toHaveTextContent('Slot not available'));
  expect(statusOf('Unsubscribe?')).toBeEmptyDOMElement();

  open({ outer: true });
  await waitFor(() => expect(statusOf('Unsubscribe?')).toHaveTextContent('Slot not available'));
  await settle();
  expect(toastsInDom()).toBe(0);
});

test('a dialog still closes the page’s toasts as it opens', async () => {
  render(<Page />);
  toast.success('Appointment booked');
  await waitFor(() => expect(shownToasts()).toEqual(['Appointment booked']));
  open({ outer: true });
  await waitFor(() => expect(shownToasts()).toEqual([]));
  expect(statusOf('Unsubscribe?')).toBeEmptyDOMElement();
});
