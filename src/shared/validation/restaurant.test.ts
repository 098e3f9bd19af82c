import { ORDER_INVALID } from '../messages/catalog';
import { isSitePath, isWebUrl, restaurantMessages, restaurantOrderSchema, restaurantSchema } from './restaurant';

const valid = {
  name: 'Kopi Pagi',
  description: { id: 'Kedai kopi.' },
  headerImageUrl: '/media/a.webp',
  restaurantImageUrl: 'https://cdn.example.com/b.webp',
  logoImageUrl: '/media/c.webp',
  foodImageUrl: '/media/d.webp',
  cities: 'Jakarta, Bogor, ',
};

const messageOf = async (values: object) => {
  try {
    await restaurantSchema.validate(values);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('restaurant rules', () => {
  test('links are web addresses or paths on this site, never another scheme or host-relative', () => {
    expect(isWebUrl('https://menu.example.com/x')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('https://')).toBe(false);
    expect(isSitePath('/media/a.webp')).toBe(true);
    expect(isSitePath('//evil.example.com/a.webp')).toBe(false);
    expect(isSitePath('/\\evil.example.com')).toBe(false);
    expect(isSitePath('media/a.webp')).toBe(false);
  });

  test('cities come as a list or as the form text; English and the menu link may be empty', async () => {
    const cast = await restaurantSchema.validate(valid);
    expect(cast.cities).toEqual(['Jakarta', 'Bogor']);
    expect(cast.description.en).toBe('');
    expect(cast.menuLink).toBe('');
    // A menu the site serves itself (the seed's PDFs, an upload) is a path on this site.
    expect((await restaurantSchema.validate({ ...valid, menuLink: '/documents/menu-kopi.pdf' })).menuLink).toBe(
      '/documents/menu-kopi.pdf',
    );
    expect((await restaurantSchema.validate({ ...valid, cities: [' Medan '] })).cities).toEqual(['Medan']);
  });

  test('refuses bad links and missing text with the form messages', async () => {
    expect(await messageOf({ ...valid, logoImageUrl: 'javascript:alert(1)' })).toBe(restaurantMessages.pictureUrl);
    expect(await messageOf({ ...valid, menuLink: '//evil.example.com/menu.pdf' })).toBe(restaurantMessages.menuUrl);
    expect(await messageOf({ ...valid, menuLink: 'javascript:alert(1)' })).toBe(restaurantMessages.menuUrl);
    expect(await messageOf({ ...valid, cities: ' , ' })).toBe(restaurantMessages.citiesRequired);
    expect(await messageOf({ ...valid, name: ' ' })).toBe(restaurantMessages.nameRequired);
  });

  test('an order is a list of ids', async () => {
    await expect(restaurantOrderSchema.validate({ ids: ['x'] })).rejects.toThrow(ORDER_INVALID);
  });
});
