import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contrastRatio, WCAG_AA_TEXT } from '../shared/colors';
import { renderKit, testTheme } from '../test/renderKit';
import { Badge, toneColors, type BadgeTone } from './Badge';

const TONES: BadgeTone[] = ['neutral', 'success', 'warning', 'danger'];

test('a badge is a label: no button, no link, never reached by Tab', async () => {
  const user = userEvent.setup();
  renderKit(
    <>
      <Badge $tone="success">Paid</Badge>
      <button type="button">Cancel appointment</button>
    </>,
  );
  expect(screen.getByText('Paid').tagName).toBe('SPAN');
  expect(screen.queryByRole('button', { name: 'Paid' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Cancel appointment' })).toHaveFocus();
  await user.tab();
  expect(document.body).toHaveFocus();
});

test.each(TONES)('the %s tone reads at 4.5:1 or more on its own ground', (tone) => {
  const { text, ground } = toneColors(testTheme, tone);
  expect(contrastRatio(text, ground)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
});
