import { HOME_RESTAURANT_COUNT, restaurantRows } from './restaurantRows';

const list = (count: number) => Array.from({ length: count }, (_, index) => `r${index + 1}`);

describe('restaurantRows', () => {
  test('five restaurants split 3 + 2', () => {
    expect(restaurantRows(list(5))).toEqual([
      ['r1', 'r2', 'r3'],
      ['r4', 'r5'],
    ]);
  });

  test('only the first five are shown', () => {
    expect(HOME_RESTAURANT_COUNT).toBe(5);
    expect(restaurantRows(list(9))).toEqual([
      ['r1', 'r2', 'r3'],
      ['r4', 'r5'],
    ]);
  });

  test('shorter lists fill the first row first', () => {
    expect(restaurantRows(list(0))).toEqual([[], []]);
    expect(restaurantRows(list(2))).toEqual([['r1', 'r2'], []]);
    expect(restaurantRows(list(3))).toEqual([['r1', 'r2', 'r3'], []]);
    expect(restaurantRows(list(4))).toEqual([['r1', 'r2', 'r3'], ['r4']]);
  });

  test('the input is left untouched', () => {
    const input = list(6);
    restaurantRows(input);
    expect(input).toHaveLength(6);
  });
});
