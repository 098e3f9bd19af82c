// A page's strings come with its code: components already on screen render again only when
// an area brings a key they asked for before it loaded.
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { addStrings } from './loadedStrings';
import { useT } from './useT';

const renders: Record<string, number> = {};

function Text({ name, textKey }: { name: string; textKey: string }) {
  const t = useT();
  renders[name] = (renders[name] ?? 0) + 1;
  return <p data-testid={name}>{t(textKey)}</p>;
}

test('an area arriving re-renders the components that asked for its keys too early, and only then', () => {
  renderWithProviders(
    <>
      <Text name="shown" textKey="nav.about" />
      <Text name="early" textKey="useT.test.early" />
    </>,
  );
  expect(screen.getByTestId('shown')).toHaveTextContent('Tentang Kami');
  // Asked for before its area loaded: the key itself, for now.
  expect(screen.getByTestId('early')).toHaveTextContent('useT.test.early');
  const before = { ...renders };

  // An area nobody on screen asked for: nothing renders again.
  act(() => addStrings({ 'useT.test.unrelated': { id: 'Lain', en: 'Other' } }));
  expect(renders).toEqual(before);

  // The awaited key arrives: the text shows.
  act(() => addStrings({ 'useT.test.early': { id: 'Akhirnya', en: 'At last' } }));
  expect(screen.getByTestId('early')).toHaveTextContent('Akhirnya');
  expect(screen.getByTestId('shown')).toHaveTextContent('Tentang Kami');
});

test('a component rendered after an area arrived that nobody awaited finds its strings', () => {
  act(() => addStrings({ 'useT.test.quiet': { id: 'Tenang', en: 'Quiet' } }));
  renderWithProviders(<Text name="late" textKey="useT.test.quiet" />);
  expect(screen.getByTestId('late')).toHaveTextContent('Tenang');
});
