import { expect, test } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { ThemeProvider } from 'styled-components';
import { DEFAULT_THEME_COLORS } from '../shared/themeDefaults';
import { Modal } from './Modal';
import { makeTheme } from './theme';
import { dismissStaleToasts, toast } from './toast';

// A closing toast leaves with an animation, but stops being an alert at once.
const shownToasts = () => screen.queryAllByRole('alert').map((element) => element.textContent);

// The library loads on demand, so each call shows its toast a moment later.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

test('the same message shown twice is one toast; a different one is another', async () => {
  render(<ToastContainer />);
  toast.error('Please choose a time first');
  toast.error('Please choose a time first');
  toast.success('Message sent successfully!');
  await waitFor(() => expect(shownToasts()).toHaveLength(2));
  await settle();
  expect(shownToasts().filter((text) => text === 'Please choose a time first')).toHaveLength(1);
  act(() => toast.error('Please choose a time first'));
  await settle();
  expect(shownToasts()).toHaveLength(2);
});

test('a change of page closes the toasts shown before it', async () => {
  render(<ToastContainer />);
  toast.warn('Login to book appointment');
  await waitFor(() => expect(shownToasts()).toEqual(['Login to book appointment']));
  act(() => dismissStaleToasts());
  await waitFor(() => expect(shownToasts()).toEqual([]));
});

test('a toast kept for the next page survives that change of page, and only that one', async () => {
  render(<ToastContainer />);
  toast.info('Please choose a time first');
  toast.success('Appointment booked', { keep: true });
  act(() => dismissStaleToasts());
  await settle();
  expect(shownToasts()).toEqual(['Appointment booked']);

  act(() => dismissStaleToasts());
  await waitFor(() => expect(shownToasts()).toEqual([]));
});

test('a dialog closes the toasts up as it opens, kept ones too: none sits over it', async () => {
  const page = (dialogOpen: boolean) => (
    <ThemeProvider theme={makeTheme(DEFAULT_THEME_COLORS)}>
      <ToastContainer />
      <Modal open={dialogOpen} onClose={() => undefined} title="Cancel this appointment?">
        <button type="button">Yes, cancel it</button>
      </Modal>
    </ThemeProvider>
  );
  const { rerender } = render(page(false));
  toast.success('Appointment rescheduled');
  toast.success('Appointment booked', { keep: true });
  await waitFor(() => expect(shownToasts()).toHaveLength(2));
  await settle();
  expect(shownToasts()).toHaveLength(2);
  rerender(page(true));
  expect(screen.getByRole('dialog', { name: 'Cancel this appointment?' })).toBeInTheDocument();
  await waitFor(() => expect(shownToasts()).toEqual([]));
});
