import type { RestaurantFields } from '../src/shared/catalogTypes';
import { menusSeed } from '../server/db/seed/menusData';
import { restaurantsSeed } from '../server/db/seed/restaurantsData';
import { buildMenuPdf, collectMenus } from './menuDocuments';

/** The objects a PDF's xref table points at, read back from the bytes. */
function xrefTargets(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
  expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
  const rows = text
    .slice(xrefAt)
    .split('\n')
    .slice(3)
    .filter((row) => / 00000 n $/.test(row));
  return rows.map((row) => text.slice(Number(row.slice(0, 10))).split('\n')[0]);
}

describe('the brands’ menus', () => {
  test('every seeded brand that links a menu on this site gets that very document, from its own menu', () => {
    const menus = collectMenus();
    const linked = restaurantsSeed.filter((brand) => brand.menuLink.startsWith('/'));
    expect(linked.length).toBeGreaterThanOrEqual(5);
    expect(menus.map((menu) => `/documents/${menu.file}`)).toEqual(linked.map((brand) => brand.menuLink));
    for (const menu of menus) expect(menu.menu).toBe(menusSeed[menu.brand.name]);
    // No brand links a menu somewhere else, and one without a menu has no link at all.
    expect(restaurantsSeed.filter((brand) => !linked.includes(brand)).map((brand) => brand.menuLink)).toEqual(['']);
  });

  test('each is a well-formed one-page PDF that names the brand, its dishes and their prices in rupiah', () => {
    for (const menu of collectMenus()) {
      const pdf = buildMenuPdf(menu);
      const text = pdf.toString('latin1');
      expect(text.startsWith('%PDF-1.4\n')).toBe(true);
      expect(xrefTargets(pdf)).toEqual(['1 0 obj', '2 0 obj', '3 0 obj', '4 0 obj', '5 0 obj', '6 0 obj', '7 0 obj']);
      expect(text).toContain('/Count 1');
      const length = Number(/<< \/Length (\d+) >>\nstream\n/.exec(text)![1]);
      const start = text.indexOf('stream\n') + 'stream\n'.length;
      expect(text.slice(start + length, start + length + 'endstream'.length)).toBe('endstream');
      expect(text).toContain(`(${menu.brand.name}) Tj`);
      for (const section of menu.menu.sections) {
        for (const dish of section.dishes) {
          expect(text).toContain(`(${dish.name}) Tj`);
          const price = `Rp${dish.price.toLocaleString('id-ID')}`.replace(/\s/g, '');
          expect(text).toContain(`(${price}) Tj`);
        }
      }
    }
  });

  test('the same seed writes the same bytes', () => {
    const [first] = collectMenus();
    expect(buildMenuPdf(first).equals(buildMenuPdf(first))).toBe(true);
  });

  test('a menu link to a document the seed has no menu for stops the build, and so does a menu nobody links', () => {
    const brand: RestaurantFields = {
      ...restaurantsSeed[0],
      name: 'Kopi Pagi',
      menuLink: '/documents/menu-kopi-pagi.pdf',
    };
    expect(() => collectMenus([brand], {})).toThrow(/Kopi Pagi.*no menu/);
    const unlinked = { ...restaurantsSeed[0], menuLink: 'https://menu.nusantararasa.co.id/dapur' };
    expect(() => collectMenus([unlinked], { [unlinked.name]: menusSeed[unlinked.name] })).toThrow(/not linked/);
    expect(() => collectMenus([], { Hilang: menusSeed[restaurantsSeed[0].name] })).toThrow(/Hilang/);
  });
});
