import { contrastRatio, formatRatio, readableOn, themeContrast } from './colors';

describe('readableOn', () => {
  it('puts dark text on light colours and white text on dark ones', () => {
    expect(readableOn('#ffffff')).toBe('#1b2616');
    expect(readableOn('#73B21B')).toBe('#1b2616');
    expect(readableOn('#000')).toBe('#ffffff');
    expect(readableOn('#9c27b0')).toBe('#ffffff');
  });

  it('reads three-digit colours as their six-digit form', () => {
    expect(readableOn('#fff')).toBe(readableOn('#ffffff'));
    expect(readableOn('#123')).toBe(readableOn('#112233'));
  });
});

describe('contrast', () => {
  it('measures WCAG contrast ratios either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('cuts a ratio to two decimals, so a failing one never reads 4.50', () => {
    expect(formatRatio(4.4999)).toBe('4.49');
    expect(formatRatio(3)).toBe('3.00');
  });

  it('checks the text the theme puts on each colour', () => {
    const [primary, secondary] = themeContrast({ primary: '#73B21B', secondary: '#9c27b0' });
    expect(primary).toMatchObject({ colour: 'primary', text: '#1b2616', passes: true });
    expect(secondary).toMatchObject({ colour: 'secondary', text: '#ffffff', passes: true });
    // readableOn picks the dark text for this red, which reads at 3.87:1 only.
    const [red] = themeContrast({ primary: '#e0474c', secondary: '#9c27b0' });
    expect(red).toMatchObject({ text: '#1b2616', passes: false });
    expect(formatRatio(red!.ratio)).toBe('3.87');
    expect(themeContrast({ primary: 'nope', secondary: '#000' })[0]).toMatchObject({ passes: false, ratio: 0 });
  });
});
