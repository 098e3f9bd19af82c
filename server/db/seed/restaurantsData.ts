import type { RestaurantFields } from '../../../src/shared/catalogTypes';

// The group's six restaurant brands, in display order. Images are rendered by scripts/build-media.ts,
// the menus (menuLink, a PDF the site serves) by scripts/build-documents.ts from menusData.ts.
// Mie Kampung has no online menu yet (empty menuLink), so the site shows no menu button for it.
// Their outlets are in outletsData.ts.

export const restaurantsSeed: RestaurantFields[] = [
  {
    name: 'Dapur Nusantara',
    description: {
      id: 'Masakan rumahan khas Nusantara yang dimasak setiap hari dari bumbu segar: nasi goreng kampung, ayam penyet, sayur asem, dan sambal ulek buatan sendiri. Tempat makan keluarga yang hangat sejak 2012.',
      en: 'Home-style Indonesian cooking made fresh every day from freshly ground spices: village fried rice, smashed fried chicken, tamarind vegetable soup and house-made sambal. A warm family restaurant since 2012.',
    },
    headerImageUrl: '/media/brand-dapur-nusantara-header.webp',
    restaurantImageUrl: '/media/brand-dapur-nusantara-restaurant.webp',
    logoImageUrl: '/media/brand-dapur-nusantara-logo.webp',
    foodImageUrl: '/media/brand-dapur-nusantara-food.webp',
    cities: ['Jakarta', 'Bandung', 'Surabaya', 'Semarang'],
    menuLink: '/documents/menu-dapur-nusantara.pdf',
  },
  {
    name: 'Sate Senja',
    description: {
      id: 'Rumah sate yang dibakar di atas arang batok kelapa: sate ayam madura, sate kambing muda, dan sate maranggi dengan bumbu kacang yang digiling setiap pagi. Paling nikmat disantap saat matahari terbenam.',
      en: 'A satay house grilling over coconut-shell charcoal: Madura chicken satay, young goat satay and maranggi beef satay with peanut sauce ground every morning. Best enjoyed as the sun goes down.',
    },
    headerImageUrl: '/media/brand-sate-senja-header.webp',
    restaurantImageUrl: '/media/brand-sate-senja-restaurant.webp',
    logoImageUrl: '/media/brand-sate-senja-logo.webp',
    foodImageUrl: '/media/brand-sate-senja-food.webp',
    cities: ['Jakarta', 'Yogyakarta', 'Semarang', 'Surabaya'],
    menuLink: '/documents/menu-sate-senja.pdf',
  },
  {
    name: 'Rumah Minang',
    description: {
      id: 'Hidangan Padang otentik dengan rendang yang dimasak perlahan selama delapan jam, gulai tunjang, ayam pop, dan daun singkong tumbuk. Disajikan ala hidang, lengkap dengan sambal lado mudo.',
      en: 'Authentic Padang cuisine with beef rendang slow-cooked for eight hours, beef tendon curry, ayam pop and pounded cassava leaves. Served hidang-style, complete with green chilli sambal.',
    },
    headerImageUrl: '/media/brand-rumah-minang-header.webp',
    restaurantImageUrl: '/media/brand-rumah-minang-restaurant.webp',
    logoImageUrl: '/media/brand-rumah-minang-logo.webp',
    foodImageUrl: '/media/brand-rumah-minang-food.webp',
    cities: ['Medan', 'Jakarta', 'Bandung', 'Makassar'],
    menuLink: '/documents/menu-rumah-minang.pdf',
  },
  {
    name: 'Soto Rempah',
    description: {
      id: 'Kedai soto dari berbagai daerah: soto ayam Lamongan dengan koya gurih, soto Betawi bersantan, dan coto Makassar. Kuahnya direbus dari tulang pilihan dan rempah utuh sejak subuh.',
      en: 'A soto shop serving soups from across the archipelago: Lamongan chicken soto with savoury koya, creamy Betawi soto and Makassar coto. The broth simmers from choice bones and whole spices from dawn.',
    },
    headerImageUrl: '/media/brand-soto-rempah-header.webp',
    restaurantImageUrl: '/media/brand-soto-rempah-restaurant.webp',
    logoImageUrl: '/media/brand-soto-rempah-logo.webp',
    foodImageUrl: '/media/brand-soto-rempah-food.webp',
    cities: ['Surabaya', 'Yogyakarta', 'Semarang', 'Makassar'],
    menuLink: '/documents/menu-soto-rempah.pdf',
  },
  {
    name: 'Mie Kampung',
    description: {
      id: 'Mie ayam dan bakso urat dengan mie yang dibuat sendiri setiap hari, pangsit goreng renyah, dan kaldu ayam kampung. Pilihan santai untuk makan siang cepat bersama teman kantor.',
      en: 'Chicken noodles and sinewy beef meatballs with noodles made in-house every day, crispy fried wontons and free-range chicken broth. A relaxed choice for a quick lunch with colleagues.',
    },
    headerImageUrl: '/media/brand-mie-kampung-header.webp',
    restaurantImageUrl: '/media/brand-mie-kampung-restaurant.webp',
    logoImageUrl: '/media/brand-mie-kampung-logo.webp',
    foodImageUrl: '/media/brand-mie-kampung-food.webp',
    cities: ['Bandung', 'Jakarta', 'Medan'],
    menuLink: '',
  },
  {
    name: 'Kedai Manis',
    description: {
      id: 'Kedai hidangan penutup dan minuman tradisional: es cendol gula aren, klepon pandan, martabak manis, dan kopi susu gula aren. Tempat berkumpul yang manis di tengah kota.',
      en: 'A café for traditional desserts and drinks: palm-sugar cendol, pandan klepon, sweet martabak and palm-sugar iced coffee. A sweet place to gather in the middle of town.',
    },
    headerImageUrl: '/media/brand-kedai-manis-header.webp',
    restaurantImageUrl: '/media/brand-kedai-manis-restaurant.webp',
    logoImageUrl: '/media/brand-kedai-manis-logo.webp',
    foodImageUrl: '/media/brand-kedai-manis-food.webp',
    cities: ['Denpasar', 'Yogyakarta', 'Makassar', 'Jakarta'],
    menuLink: '/documents/menu-kedai-manis.pdf',
  },
];
