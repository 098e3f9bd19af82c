import { readableOn } from './colors';

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
