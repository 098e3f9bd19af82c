import { expect, jest, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { cssOf, renderKit, testTheme } from '../test/renderKit';
import { Button, type ButtonVariant } from './Button';
import { ButtonLink } from './ButtonLink';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'outline', 'subtle', 'danger', 'ghost'];

test('every variant is a button that does what it is pressed for', async () => {
  const pressed = jest.fn();
  renderKit(
    <>
      {VARIANTS.map((variant) => (
        <Button key={variant} type="button" $variant={variant} onClick={() => pressed(variant)}>
          {variant}
        </Button>
      ))}
    </>,
  );
  for (const variant of VARIANTS) {
    const button = screen.getByRole('button', { name: variant });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(pressed).toHaveBeenLastCalledWith(variant);
  }
  // Each variant has a look of its own.
  const classes = VARIANTS.map((variant) => screen.getByRole('button', { name: variant }).className);
  expect(new Set(classes).size).toBe(VARIANTS.length);
});

test('the variants take their colours from the theme', () => {
  renderKit(
    <>
      <Button $variant="primary">Save</Button>
      <Button $variant="danger">Cancel</Button>
      <Button $variant="ghost">Undo</Button>
    </>,
  );
  const { colors } = testTheme;
  expect(cssOf(screen.getByRole('button', { name: 'Save' }))).toContain(`background:${colors.primary}`);
  // Danger stays quiet until pointed at.
  const danger = cssOf(screen.getByRole('button', { name: 'Cancel' }));
  expect(danger).toMatch(new RegExp(`:hover:not\\(:disabled\\)\\{[^}]*background:${colors.danger}`));
  expect(cssOf(screen.getByRole('button', { name: 'Undo' }))).toContain('text-decoration:underline');
});

test('a disabled button says so and cannot be pressed', async () => {
  const pressed = jest.fn();
  renderKit(
    <Button type="submit" disabled onClick={pressed}>
      Send
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Send' });
  expect(button).toBeDisabled();
  await userEvent.click(button);
  expect(pressed).not.toHaveBeenCalled();
  expect(cssOf(button)).toContain(':disabled{opacity:0.65;cursor:not-allowed');
});

test('a busy button keeps its label for assistive technology and shows the busy cursor', () => {
  renderKit(
    <Button type="submit" disabled aria-busy>
      Sending
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Sending' });
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(cssOf(button)).toContain("[aria-busy='true']{cursor:progress");
});

test('the same look renders links: a plain one, a router one, and a label', () => {
  renderKit(
    <>
      <Button as="a" href="https://example.com/apply" $variant="primary">
        Apply
      </Button>
      <Button as={Link} to="/doctors" $variant="subtle" $size="small" $shape="rounded">
        All doctors
      </Button>
      <ButtonLink to="/about" $size="large" $raised>
        Learn more
      </ButtonLink>
      <input id="photo" type="file" className="visually-hidden" />
      <Button as="label" htmlFor="photo" $variant="secondary">
        Choose a photo
      </Button>
    </>,
  );
  expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', 'https://example.com/apply');
  expect(screen.getByRole('link', { name: 'All doctors' })).toHaveAttribute('href', '/doctors');
  const learnMore = screen.getByRole('link', { name: 'Learn more' });
  expect(learnMore).toHaveAttribute('href', '/about');
  expect(cssOf(learnMore)).toContain(`box-shadow:${testTheme.shadow.button}`);
  expect(screen.getByLabelText('Choose a photo')).toHaveAttribute('type', 'file');
  expect(screen.queryAllByRole('button')).toHaveLength(0);
});

test('sizes set the least height; the rounded shape takes the small corners', () => {
  renderKit(
    <>
      <Button $size="small" $shape="rounded">
        Retry
      </Button>
      <Button>Save</Button>
    </>,
  );
  const retry = cssOf(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toContain('min-height:44px');
  expect(retry).toContain(`border-radius:${testTheme.radius.small}`);
  expect(cssOf(screen.getByRole('button', { name: 'Save' }))).toContain('min-height:48px');
});
