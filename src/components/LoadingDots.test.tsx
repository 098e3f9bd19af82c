import { act, render, screen } from '@testing-library/react';
import { LoadingDots } from './LoadingDots';

test('adds one dot every 500 ms up to three, then starts again', () => {
  jest.useFakeTimers();
  try {
    render(<LoadingDots label="Memuat" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Memuat$/);
    const after = (ms: number) => act(() => jest.advanceTimersByTime(ms));
    after(499);
    expect(status).toHaveTextContent(/^Memuat$/);
    after(1);
    expect(status).toHaveTextContent(/^Memuat\.$/);
    after(500);
    expect(status).toHaveTextContent(/^Memuat\.\.$/);
    after(500);
    expect(status).toHaveTextContent(/^Memuat\.\.\.$/);
    after(500);
    expect(status).toHaveTextContent(/^Memuat$/);
  } finally {
    jest.useRealTimers();
  }
});
