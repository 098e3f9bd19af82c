import { render, screen, waitFor } from '@testing-library/react';
import { useRevealed } from './useRevealed';

function Parts({ total, first, step }: { total: number; first: number; step?: number }) {
  const shown = useRevealed(total, first, step);
  return (
    <ul>
      {Array.from({ length: shown }, (_, index) => (
        <li key={index}>part {index + 1}</li>
      ))}
    </ul>
  );
}

test('the first parts render at once, the others follow a few after each paint, until all are there', async () => {
  const counts: number[] = [];
  const observer = new MutationObserver(() => counts.push(screen.queryAllByRole('listitem').length));
  observer.observe(document.body, { childList: true, subtree: true });
  render(<Parts total={7} first={2} step={2} />);
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(7));
  observer.disconnect();
  // In steps of two, never all at once after the first.
  expect(counts.filter((count, index) => count !== counts[index - 1])).toEqual([2, 4, 6, 7]);
});

test('fewer parts than the first count are all there at once, and stay so', async () => {
  render(<Parts total={1} first={2} />);
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
});
