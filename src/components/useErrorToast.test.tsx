import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { toast } from './toast';
import { useErrorToast } from './useErrorToast';

let failure: ReturnType<typeof jest.spyOn>;

beforeEach(() => {
  failure = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  failure.mockRestore();
});

type Props = { error: unknown; message: string };

const renderToast = (initial: Props) =>
  renderHook(({ error, message }: Props) => useErrorToast(error, message), { initialProps: initial });

test('no error, no toast', () => {
  renderToast({ error: undefined, message: 'Gagal' });
  expect(failure).not.toHaveBeenCalled();
});

test('an error shows its message once, however often the page renders', () => {
  const error = { status: 500 };
  const { rerender } = renderToast({ error, message: 'Gagal' });
  rerender({ error, message: 'Gagal' });
  rerender({ error, message: 'Gagal' });
  expect(failure).toHaveBeenCalledTimes(1);
  expect(failure).toHaveBeenCalledWith('Gagal');
});

test('a change of language does not repeat the toast', () => {
  const error = { status: 500 };
  const { rerender } = renderToast({ error, message: 'Gagal' });
  rerender({ error, message: 'Failed' });
  expect(failure).toHaveBeenCalledTimes(1);
});

test('a new failure (after a retry) shows the toast again; recovering shows nothing', () => {
  const { rerender } = renderToast({ error: { status: 500 }, message: 'Gagal' });
  rerender({ error: undefined, message: 'Gagal' });
  expect(failure).toHaveBeenCalledTimes(1);
  rerender({ error: { status: 503 }, message: 'Sibuk' });
  expect(failure).toHaveBeenCalledTimes(2);
  expect(failure).toHaveBeenLastCalledWith('Sibuk');
});
