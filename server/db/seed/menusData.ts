// The menus of the seeded brands (restaurantsData.ts), by brand name: what scripts/build-documents.ts
// writes as each brand's menu PDF (dist/documents/menu-<brand>.pdf, the brand's menuLink). The
// dishes are the ones the brands' own descriptions and the about page name. Prices in rupiah.

/** Text in both languages. */
type Words = { id: string; en: string };

export type MenuDish = { name: string; description: Words; price: number };
export type MenuSection = { title: Words; dishes: MenuDish[] };
export type BrandMenu = { currency: 'idr'; sections: MenuSection[] };

const dish = (name: string, id: string, en: string, price: number): MenuDish => ({
  name,
  description: { id, en },
  price,
});

export const menusSeed: Record<string, BrandMenu> = {
  'Dapur Nusantara': {
    currency: 'idr',
    sections: [
      {
        title: { id: 'Hidangan Utama', en: 'Mains' },
        dishes: [
          dish(
            'Nasi Goreng Kampung',
            'Nasi goreng bumbu terasi, telur mata sapi, kerupuk udang, acar timun',
            'Fried rice with shrimp paste, sunny-side-up egg, prawn crackers, cucumber pickles',
            42000,
          ),
          dish(
            'Ayam Penyet',
            'Ayam goreng yang dipenyet di atas sambal ulek, lalapan, tahu, tempe',
            'Smashed fried chicken on ground sambal, raw vegetables, tofu, tempeh',
            45000,
          ),
          dish(
            'Sayur Asem',
            'Sayur asam jawa dengan jagung manis, kacang panjang dan melinjo',
            'Tamarind vegetable soup with sweet corn, long beans and melinjo',
            22000,
          ),
          dish('Nasi Putih', 'Sepiring nasi putih pulen', 'A plate of steamed white rice', 8000),
        ],
      },
      {
        title: { id: 'Sambal & Minuman', en: 'Sambal & Drinks' },
        dishes: [
          dish(
            'Sambal Ulek',
            'Sambal cabai rawit yang diulek setiap hari',
            'Bird’s-eye chilli sambal ground fresh every day',
            6000,
          ),
          dish('Es Teh Manis', 'Teh melati manis dengan es', 'Sweet iced jasmine tea', 10000),
        ],
      },
    ],
  },
  'Sate Senja': {
    currency: 'idr',
    sections: [
      {
        title: { id: 'Sate (10 tusuk)', en: 'Satay (10 skewers)' },
        dishes: [
          dish(
            'Sate Ayam Madura',
            'Dibakar di atas arang batok kelapa, bumbu kacang, lontong',
            'Grilled over coconut-shell charcoal, peanut sauce, rice cakes',
            48000,
          ),
          dish(
            'Sate Kambing Muda',
            'Kambing muda dengan kecap manis, bawang merah dan cabai',
            'Young goat with sweet soy sauce, shallots and chilli',
            65000,
          ),
          dish(
            'Sate Maranggi',
            'Sate sapi khas Purwakarta yang dimarinasi bumbu ketumbar',
            'Purwakarta beef satay marinated in coriander spice',
            58000,
          ),
        ],
      },
      {
        title: { id: 'Pelengkap & Minuman', en: 'Sides & Drinks' },
        dishes: [
          dish('Lontong', 'Satu porsi lontong', 'One portion of rice cakes', 7000),
          dish('Es Jeruk', 'Perasan jeruk segar dengan es', 'Fresh-squeezed iced orange', 15000),
        ],
      },
    ],
  },
  'Rumah Minang': {
    currency: 'idr',
    sections: [
      {
        title: { id: 'Lauk Padang', en: 'Padang Dishes' },
        dishes: [
          dish(
            'Rendang Daging',
            'Daging sapi dimasak perlahan delapan jam dalam santan dan rempah',
            'Beef slow-cooked for eight hours in coconut milk and spices',
            38000,
          ),
          dish('Gulai Tunjang', 'Gulai kikil sapi berkuah kuning', 'Beef tendon in yellow curry', 32000),
          dish(
            'Ayam Pop',
            'Ayam kampung rebus rempah, digoreng sebentar',
            'Spiced poached free-range chicken, briefly fried',
            30000,
          ),
          dish(
            'Daun Singkong Tumbuk',
            'Daun singkong tumbuk dalam santan',
            'Pounded cassava leaves in coconut milk',
            12000,
          ),
        ],
      },
      {
        title: { id: 'Nasi & Sambal', en: 'Rice & Sambal' },
        dishes: [
          dish('Nasi Putih', 'Sepiring nasi putih', 'A plate of steamed white rice', 8000),
          dish('Sambal Lado Mudo', 'Sambal cabai hijau khas Minang', 'Minang green chilli sambal', 6000),
        ],
      },
    ],
  },
  'Soto Rempah': {
    currency: 'idr',
    sections: [
      {
        title: { id: 'Soto', en: 'Soto' },
        dishes: [
          dish(
            'Soto Ayam Lamongan',
            'Kuah kuning kunyit, suwiran ayam, soun, telur rebus, koya',
            'Turmeric broth, shredded chicken, glass noodles, boiled egg, koya',
            35000,
          ),
          dish(
            'Soto Betawi',
            'Soto daging sapi bersantan dengan emping',
            'Beef soto in coconut-milk broth with emping crackers',
            42000,
          ),
          dish(
            'Coto Makassar',
            'Kuah kacang dan rempah dengan daging dan jeroan sapi',
            'Peanut and spice broth with beef and offal',
            40000,
          ),
        ],
      },
      {
        title: { id: 'Pelengkap & Minuman', en: 'Sides & Drinks' },
        dishes: [
          dish('Nasi Putih atau Ketupat', 'Satu porsi', 'One portion', 8000),
          dish('Es Teh Tawar', 'Teh melati tanpa gula dengan es', 'Unsweetened iced jasmine tea', 6000),
        ],
      },
    ],
  },
  'Kedai Manis': {
    currency: 'idr',
    sections: [
      {
        title: { id: 'Hidangan Penutup', en: 'Desserts' },
        dishes: [
          dish(
            'Es Cendol Gula Aren',
            'Cendol pandan, santan segar, sirup gula aren, es serut',
            'Pandan cendol, fresh coconut milk, palm-sugar syrup, shaved ice',
            25000,
          ),
          dish(
            'Klepon Pandan',
            'Enam butir klepon isi gula merah dengan kelapa parut',
            'Six palm-sugar rice balls rolled in grated coconut',
            20000,
          ),
          dish(
            'Martabak Manis',
            'Martabak cokelat, keju dan kacang (setengah loyang)',
            'Sweet pancake with chocolate, cheese and peanuts (half)',
            38000,
          ),
        ],
      },
      {
        title: { id: 'Minuman', en: 'Drinks' },
        dishes: [
          dish('Kopi Susu Gula Aren', 'Es kopi susu dengan gula aren', 'Iced milk coffee with palm sugar', 28000),
          dish('Wedang Jahe', 'Minuman jahe hangat dengan serai', 'Warm ginger drink with lemongrass', 18000),
        ],
      },
    ],
  },
};
