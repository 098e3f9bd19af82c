import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { makeTheme } from './theme';
import { DEFAULT_THEME_COLORS } from '../shared/themeDefaults';
import { Modal } from './Modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={makeTheme(DEFAULT_THEME_COLORS)}>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open job
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Head chef"
        closeLabel="Tutup"
      >
        <p>Salary: 10.000.000</p>
        <a href="https://example.com/apply">Apply</a>
        <button type="button">Save</button>
      </Modal>
    </ThemeProvider>
  );
}

async function openModal() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open job' }));
  return user;
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog in a portal, named by its title, with focus inside', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Head chef' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.closest('[data-testid="modal-backdrop"]')?.parentElement).toBe(document.body);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('heading', { name: 'Head chef' })).toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openModal();
    const close = screen.getByRole('button', { name: 'Tutup' });
    const apply = screen.getByRole('link', { name: 'Apply' });
    const save = screen.getByRole('button', { name: 'Save' });

    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(apply).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open job' })).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open job' }));

    await user.click(screen.getByText('Salary: 10.000.000'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open job' })).toHaveFocus();
  });

  it('closes with its translated close button', async () => {
    const user = await openModal();
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks page scrolling while open and restores it after', async () => {
    document.body.style.overflow = 'auto';
    const user = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('uses "Close" as the default close label and accepts another labelling and a describing element', async () => {
    const user = userEvent.setup();
    function Labelled() {
      const [open, setOpen] = useState(false);
      return (
        <ThemeProvider theme={makeTheme(DEFAULT_THEME_COLORS)}>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Modal open={open} onClose={() => setOpen(false)} title="News" labelledBy="news-name" describedBy="news-text">
            <p id="news-name">Grand opening in Bandung</p>
            <p id="news-text">Doors open at ten.</p>
          </Modal>
        </ThemeProvider>
      );
    }
    render(<Labelled />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Grand opening in Bandung' })).toHaveAccessibleDescription(
      'Doors open at ten.',
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
