import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { renderKit } from '../test/renderKit';
import { SectionHeader } from './SectionHeader';

test.each([1, 2, 3] as const)('the title is a heading of level %i with the given id', (level) => {
  renderKit(<SectionHeader level={level} id="jobs-title" eyebrow="Careers" title="Open positions" lead="Join us" />);
  const heading = screen.getByRole('heading', { level, name: 'Open positions' });
  expect(heading).toHaveAttribute('id', 'jobs-title');
  expect(screen.getAllByRole('heading')).toHaveLength(1);
});

test('a header holds the eyebrow, the title and the lead, in that order', () => {
  const { container } = renderKit(<SectionHeader eyebrow="Our restaurants" title="Where to eat" lead="Five brands" />);
  const header = container.querySelector('header');
  expect(header).not.toBeNull();
  expect([...header!.children].map((child) => [child.tagName, child.textContent])).toEqual([
    ['P', 'Our restaurants'],
    ['H2', 'Where to eat'],
    ['P', 'Five brands'],
  ]);
});

test('inline, the texts stand alone; without an eyebrow or lead only the title renders', () => {
  const { container } = renderKit(
    <div data-testid="column">
      <SectionHeader layout="inline" title="Get in touch" />
    </div>,
  );
  expect(container.querySelector('header')).toBeNull();
  expect(screen.getByTestId('column').children).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 2, name: 'Get in touch' })).toBeVisible();
});

test('the page variant is the same structure, for a page title', () => {
  renderKit(<SectionHeader variant="page" level={1} eyebrow="Doctors" title="All doctors" lead="Find one" />);
  expect(screen.getByRole('heading', { level: 1, name: 'All doctors' })).toBeVisible();
  expect(screen.getByText('Doctors').tagName).toBe('P');
});

test('pending texts keep their place and their names', () => {
  renderKit(<SectionHeader id="t" title="Loading title" lead="Loading lead" pending />);
  const heading = screen.getByRole('heading', { name: 'Loading title' });
  expect(heading.firstElementChild?.tagName).toBe('SPAN');
  expect(screen.getByText('Loading lead').tagName).toBe('SPAN');
});

test('a title a script moves the focus to takes it', () => {
  const ref = createRef<HTMLHeadingElement>();
  renderKit(<SectionHeader title="Openings" titleRef={ref} />);
  expect(ref.current).toBe(screen.getByRole('heading', { name: 'Openings' }));
  ref.current?.focus();
  expect(ref.current).toHaveFocus();
});
