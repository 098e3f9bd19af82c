import { describe, expect, it } from '@jest/globals';
import { qualificationLines } from './qualifications';

describe('qualificationLines', () => {
  it('gives one item per line', () => {
    expect(qualificationLines('Min. 2 years as a cook\nKnows Padang cuisine\nTeam player')).toEqual([
      'Min. 2 years as a cook',
      'Knows Padang cuisine',
      'Team player',
    ]);
  });

  it('accepts Windows and old Mac line breaks and skips blank lines', () => {
    expect(qualificationLines('A\r\n\r\nB\rC\n  \n')).toEqual(['A', 'B', 'C']);
  });

  it('drops typed list markers but keeps text that merely starts with a number', () => {
    expect(qualificationLines('- Halal food handling\n• Friendly\n2. Night shifts\n3 years of experience')).toEqual([
      'Halal food handling',
      'Friendly',
      'Night shifts',
      '3 years of experience',
    ]);
  });

  it('is empty for no text', () => {
    expect(qualificationLines('')).toEqual([]);
    expect(qualificationLines(undefined)).toEqual([]);
    expect(qualificationLines(null)).toEqual([]);
  });
});
