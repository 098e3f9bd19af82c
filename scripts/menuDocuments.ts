// The brands' menus as the documents the site serves: one A4 page per brand with a menu in the
// seed (server/db/seed/menusData.ts), written to dist/documents by build-documents.ts under the
// name the brand's menuLink gives (/documents/menu-<brand>.pdf), from the seed's own dishes and
// brand text. Prices are written as the site writes money.
import type { RestaurantFields } from '../src/shared/catalogTypes';
import { formatMoney } from '../src/shared/format/format';
import { menusSeed, type BrandMenu } from '../server/db/seed/menusData';
import { restaurantsSeed } from '../server/db/seed/restaurantsData';
import { PageOps, wrap, writePdf } from './pdfDocument';

export type MenuDocument = { file: string; brand: RestaurantFields; menu: BrandMenu };

/** A menu link naming a document of the build: "/documents/<name>.pdf". */
const DOCUMENT_LINK = /^\/documents\/([a-z0-9-]+\.pdf)$/;

/**
 * Every brand's menu document. A brand whose menuLink names a document must have a menu in the
 * seed, and a menu in the seed must be linked from its brand: either slip would be a link to
 * nothing or a menu nobody finds, so the build stops on it.
 */
export function collectMenus(
  restaurants: RestaurantFields[] = restaurantsSeed,
  menus: Record<string, BrandMenu> = menusSeed,
): MenuDocument[] {
  const docs: MenuDocument[] = [];
  for (const brand of restaurants) {
    const file = DOCUMENT_LINK.exec(brand.menuLink)?.[1];
    const menu = menus[brand.name];
    if (file && !menu)
      throw new Error(`restaurant "${brand.name}" links ${brand.menuLink}, but menusData.ts has no menu for it`);
    if (menu && !file)
      throw new Error(
        `the menu of "${brand.name}" is not linked: its menuLink is "${brand.menuLink}", not /documents/<name>.pdf`,
      );
    if (file && menu) docs.push({ file, brand, menu });
  }
  for (const name of Object.keys(menus)) {
    if (!restaurants.some((brand) => brand.name === name))
      throw new Error(`menusData.ts has a menu for "${name}", which is no restaurant of the seed`);
  }
  return docs;
}

// Helvetica-Bold advance widths (1/1000 em) of the characters a price is written with, to set
// prices flush right.
const BOLD_WIDTHS: Record<string, number> = { R: 722, p: 611, '.': 278, ',': 278, ' ': 278, $: 556 };
const boldWidth = (text: string, size: number) =>
  ([...text].reduce((sum, ch) => sum + (BOLD_WIDTHS[ch] ?? 556), 0) * size) / 1000;

const INK = '0.17 0.14 0.13';
const MUTED = '0.40 0.38 0.36';
const LEFT = 56;
const RIGHT = 539;

function menuPage({ brand, menu }: MenuDocument): string {
  const page = new PageOps();
  // The header band of the group's documents: green with an orange rule.
  page.rect(0, 762, 595, 80, '0.184 0.365 0.059');
  page.rect(0, 758, 595, 4, '0.949 0.549 0.157');
  page.text('F1', 24, LEFT, 800, brand.name, '1 1 1');
  page.text('F2', 10, LEFT, 780, 'Daftar Menu / Menu  -  Nusantara Rasa Group', '1 1 1');

  let y = 730;
  for (const line of wrap(brand.description.id, 92)) {
    page.text('F2', 10, LEFT, y, line, INK);
    y -= 13;
  }
  y -= 3;
  for (const line of wrap(brand.description.en, 100)) {
    page.text('F2', 9, LEFT, y, line, MUTED);
    y -= 12;
  }

  for (const section of menu.sections) {
    y -= 22;
    page.text('F1', 14, LEFT, y, `${section.title.id} / ${section.title.en}`, '0.184 0.365 0.059');
    y -= 8;
    page.rect(LEFT, y, RIGHT - LEFT, 1, '0.85 0.82 0.76');
    for (const dish of section.dishes) {
      y -= 18;
      const price = formatMoney(dish.price, menu.currency, 'id');
      page.text('F1', 12, LEFT, y, dish.name, INK);
      page.text('F1', 12, Math.round((RIGHT - boldWidth(price, 12)) * 100) / 100, y, price, INK);
      y -= 13;
      page.text('F2', 10, LEFT, y, dish.description.id, INK);
      y -= 12;
      page.text('F2', 9, LEFT, y, dish.description.en, MUTED);
    }
  }

  page.text('F2', 10, LEFT, 100, `Hadir di / Find us in: ${brand.cities.join(', ')}`, MUTED);
  page.text('F2', 10, LEFT, 86, 'Harga dalam rupiah. / Prices in Indonesian rupiah.', MUTED);
  page.text('F2', 10, LEFT, 72, 'Menu contoh untuk situs demo. / Sample menu for the demo site.', '0.45 0.45 0.45');
  page.text(
    'F2',
    10,
    LEFT,
    56,
    'Menara Rasa Lt. 12, Jl. H.R. Rasuna Said Kav. C-17, Jakarta Selatan 12940',
    '0.45 0.45 0.45',
  );
  if (y < 120) throw new Error(`the menu of "${brand.name}" does not fit on one page`);
  return page.content();
}

/** When the seed's menus were written: the documents' creation date, so each build writes the same bytes. */
const MENU_DATE = '2026-01-05';

export function buildMenuPdf(doc: MenuDocument): Buffer {
  return writePdf(menuPage(doc), {
    title: `Menu ${doc.brand.name}`,
    author: 'PT Nusantara Rasa Group Tbk',
    date: MENU_DATE,
  });
}
