import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { homeLower } from '../../../shared/dictionary/homeLower';
import { addStrings } from '../../language';
import { CitySwitcher } from './CitySwitcher';

// The home page's lower sections load these strings; this test renders the switcher alone.
addStrings(homeLower);

describe('CitySwitcher', () => {
  test('steps through the cities and wraps both ways', async () => {
    renderWithProviders(<CitySwitcher cities={['Jakarta', 'Bandung', 'Surabaya']} restaurant="Sate Senja" />);
    const group = await screen.findByRole('group', { name: 'Kota Sate Senja' });
    expect(group).toHaveTextContent('Jakarta');
    expect(group).toHaveTextContent('(1/3)');
    const next = screen.getByRole('button', { name: 'Kota berikutnya untuk Sate Senja' });
    const previous = screen.getByRole('button', { name: 'Kota sebelumnya untuk Sate Senja' });
    fireEvent.click(next);
    expect(group).toHaveTextContent('Bandung');
    fireEvent.click(next);
    fireEvent.click(next);
    expect(group).toHaveTextContent('Jakarta');
    fireEvent.click(previous);
    expect(group).toHaveTextContent('Surabaya');
    expect(group).toHaveTextContent('(3/3)');
  });

  test('the city shown links to its outlets on Our brand, and follows the steps', async () => {
    const { location } = renderWithProviders(
      <CitySwitcher cities={['Jakarta', 'Bandung', 'Surabaya']} restaurant="Sate Senja" />,
    );
    const link = await screen.findByRole('link', { name: 'Gerai Sate Senja di Jakarta' });
    expect(link).toHaveAttribute('href', '/our-brand?city=Jakarta');
    fireEvent.click(screen.getByRole('button', { name: 'Kota berikutnya untuk Sate Senja' }));
    expect(screen.getByRole('link', { name: 'Gerai Sate Senja di Bandung' })).toHaveAttribute(
      'href',
      '/our-brand?city=Bandung',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Gerai Sate Senja di Bandung' }));
    expect(`${location().pathname}${location().search}`).toBe('/our-brand?city=Bandung');
  });

  test('in English the link says so too', async () => {
    renderWithProviders(<CitySwitcher cities={['Kota Baru']} restaurant="Kedai Manis" />, {
      preloadedState: { language: { language: 'english' } },
    });
    expect(await screen.findByRole('link', { name: 'Kedai Manis outlets in Kota Baru' })).toHaveAttribute(
      'href',
      '/our-brand?city=Kota%20Baru',
    );
  });

  test('a single city shows without buttons; no cities shows nothing', async () => {
    const { unmount } = renderWithProviders(<CitySwitcher cities={['Medan']} restaurant="Rumah Minang" />);
    expect(await screen.findByText('Medan')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<CitySwitcher cities={[]} restaurant="Rumah Minang" />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
