import { describe, expect, it, jest } from '@jest/globals';
import { openMenuLink, usableMenuLink } from './menuLink';

describe('usableMenuLink', () => {
  it('accepts web addresses and paths on this site', () => {
    expect(usableMenuLink('https://menu.example.com/sate-senja')).toBe('https://menu.example.com/sate-senja');
    expect(usableMenuLink('  http://example.com/menu.pdf ')).toBe('http://example.com/menu.pdf');
    expect(usableMenuLink('/documents/menu-sate-senja.pdf')).toBe('/documents/menu-sate-senja.pdf');
  });

  it('refuses empty, scripted, protocol-relative and malformed links', () => {
    for (const link of [
      '',
      '   ',
      null,
      undefined,
      'javascript:alert(1)',
      'data:text/html,hi',
      '//evil.example',
      'menu page',
    ]) {
      expect(usableMenuLink(link)).toBeNull();
    }
  });
});

describe('openMenuLink', () => {
  it('opens the menu in a new tab without an opener', () => {
    const open = jest.fn<typeof window.open>();
    expect(openMenuLink('https://menu.example.com/a', open)).toBe(true);
    expect(open).toHaveBeenCalledWith('https://menu.example.com/a', '_blank', 'noopener');
  });

  it('opens nothing and says so when there is no usable link', () => {
    const open = jest.fn<typeof window.open>();
    expect(openMenuLink('', open)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
