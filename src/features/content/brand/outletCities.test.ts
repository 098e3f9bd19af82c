import { describe, expect, test } from '@jest/globals';
import type { Outlet, Restaurant } from '../../../shared/contentTypes';
import { brandsIn, chosenCity, cityChoices } from './outletCities';

const brand = (id: string, cities: string[]) => ({ _id: id, name: id, cities }) as Restaurant;
const outlet = (id: string, restaurantId: string, city: string) => ({ _id: id, restaurantId, city }) as Outlet;

const restaurants = [brand('a', ['Jakarta', 'Bandung']), brand('b', ['Medan', 'Bandung'])];
const outlets = [
  outlet('1', 'a', 'Jakarta'),
  outlet('2', 'a', 'Bandung'),
  outlet('3', 'b', 'Medan'),
  outlet('4', 'a', 'Jakarta'),
];

describe('outlet cities', () => {
  test('the choices are the outlets’ cities, else the brands’', () => {
    expect(cityChoices(restaurants, outlets)).toEqual(['Bandung', 'Jakarta', 'Medan']);
    expect(cityChoices(restaurants, [])).toEqual(['Bandung', 'Jakarta', 'Medan']);
  });

  test('the address’s city matches in any letter case; an unknown one stays as asked', () => {
    expect(chosenCity('bandung', ['Bandung'])).toBe('Bandung');
    expect(chosenCity(' Surabaya ', ['Bandung'])).toBe('Surabaya');
    expect(chosenCity('', ['Bandung'])).toBeNull();
    expect(chosenCity(null, ['Bandung'])).toBeNull();
  });

  test('a city keeps the brands found there, each with its outlets there', () => {
    expect(brandsIn(restaurants, outlets, null).map((b) => [b.restaurant._id, b.outlets.map((o) => o._id)])).toEqual([
      ['a', ['1', '2', '4']],
      ['b', ['3']],
    ]);
    expect(
      brandsIn(restaurants, outlets, 'Jakarta').map((b) => [b.restaurant._id, b.outlets.map((o) => o._id)]),
    ).toEqual([['a', ['1', '4']]]);
    expect(brandsIn(restaurants, outlets, 'Bandung').map((b) => b.restaurant._id)).toEqual(['a']);
    expect(brandsIn(restaurants, [], 'Bandung').map((b) => b.restaurant._id)).toEqual(['a', 'b']);
    expect(brandsIn(restaurants, outlets, 'Surabaya')).toEqual([]);
  });
});
