// Page content of the demo site, one document per page: Indonesian in `id`, and in `en` only the
// English text. The server merges `en` over `id` field by field and arrays by index, so every
// English array keeps the Indonesian order and repeats each element's `_id`.
import type {
  AboutContent,
  CareerContent,
  ContactContent,
  HomeContent,
  InvestorData,
  NavbarFooterContent,
  OurBrandContent,
} from '../../../src/shared/contentTypes';
import { GROUP_SOCIAL_PROFILES } from '../../../src/shared/content/socialProfiles';

/**
 * Where to apply for a job: the site's own contact form, its subject already the job (the
 * contact page fills it in from ?subject=). The group has no application site of its own.
 */
const applyFor = (title: string) => `/contact?subject=${encodeURIComponent(`Lamaran: ${title}`)}#contact-form`;

type DeepPartial<T> = T extends (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;
type Localized<T> = { id: T; en: DeepPartial<T> };

export type ContentSeed = {
  home: Localized<Omit<HomeContent, 'restaurants'>>;
  about: Localized<AboutContent>;
  contact: Localized<ContactContent>;
  career: Localized<CareerContent>;
  'our-brand': Localized<OurBrandContent>;
  'navbar-footer': Localized<NavbarFooterContent>;
  investor: Localized<InvestorData>;
};

export const contentSeed: ContentSeed = {
  home: {
    id: {
      headerTitle: 'Cita Rasa Nusantara di Setiap Meja',
      headerDescription:
        'Nusantara Rasa Group menghadirkan enam brand restoran dengan resep warisan dari Sabang sampai Merauke. Setiap hidangan dimasak dari bumbu segar yang diulek setiap hari, untuk keluarga, sahabat, dan rekan kerja Anda.',
      restaurantSectionTitle: 'Restoran Kami',
      restaurantSectionDescription:
        'Dari sate yang dibakar di atas arang hingga es cendol gula aren, temukan brand favorit Anda di kota terdekat.',
      employeeSectionTitle: 'Pencapaian Kami',
      employeeSectionDescription:
        'Tumbuh bersama ribuan karyawan dan mitra petani lokal, kami terus membuka gerai baru di seluruh Indonesia.',
      employees: [
        {
          _id: 'achievement-outlets',
          title: '150+',
          subTitle: 'Gerai',
          text: 'Gerai yang melayani tamu setiap hari, dari pusat kota hingga bandara.',
        },
        {
          _id: 'achievement-brands',
          title: '6',
          subTitle: 'Brand Restoran',
          text: 'Enam konsep kuliner dengan identitas dan resep khasnya masing-masing.',
        },
        {
          _id: 'achievement-employees',
          title: '3.000+',
          subTitle: 'Karyawan',
          text: 'Juru masak, kru layanan, dan tim kantor pusat yang bangga melayani Anda.',
        },
        {
          _id: 'achievement-cities',
          title: '25',
          subTitle: 'Kota',
          text: 'Hadir di 25 kota, dari Medan dan Jakarta hingga Denpasar dan Makassar.',
        },
      ],
      banners: [
        {
          _id: 'banner-feast',
          imageUrl: '/media/hero-feast.webp',
          alt: 'Hidangan Nusantara tersaji di atas meja kayu beralas daun pisang',
          width: 1920,
          height: 800,
        },
        {
          _id: 'banner-interior',
          imageUrl: '/media/hero-interior.webp',
          alt: 'Ruang makan restoran yang hangat dengan lampu rotan',
          width: 1920,
          height: 800,
        },
        {
          _id: 'banner-street',
          imageUrl: '/media/hero-street-stall.webp',
          alt: 'Gerobak sate dan warung tenda saat senja',
          width: 1920,
          height: 800,
        },
        {
          _id: 'banner-terraces',
          imageUrl: '/media/hero-rice-terraces.webp',
          alt: 'Sawah terasering hijau dengan gunung di kejauhan',
          width: 1920,
          height: 800,
        },
      ],
      getInTouchTitle: 'Ada pertanyaan atau ingin memesan untuk acara? Hubungi kami',
      getInTouchImageUrl: '/media/get-in-touch.webp',
      getInTouchBgImageUrl: '/media/get-in-touch-bg.webp',
    },
    en: {
      headerTitle: 'The Flavours of the Archipelago at Every Table',
      headerDescription:
        'Nusantara Rasa Group brings together six restaurant brands with heritage recipes from across Indonesia. Every dish is cooked from spices freshly ground each day, for your family, friends and colleagues.',
      restaurantSectionTitle: 'Our Restaurants',
      restaurantSectionDescription:
        'From satay grilled over charcoal to palm-sugar cendol, find your favourite brand in the nearest city.',
      employeeSectionTitle: 'Our Achievements',
      employeeSectionDescription:
        'Growing together with thousands of employees and local partner farmers, we keep opening new outlets across Indonesia.',
      employees: [
        {
          _id: 'achievement-outlets',
          title: '150+',
          subTitle: 'Outlets',
          text: 'Outlets welcoming guests every day, from city centres to airports.',
        },
        {
          _id: 'achievement-brands',
          title: '6',
          subTitle: 'Restaurant Brands',
          text: 'Six culinary concepts, each with its own identity and signature recipes.',
        },
        {
          _id: 'achievement-employees',
          title: '3,000+',
          subTitle: 'Employees',
          text: 'Cooks, service crew and head-office teams who are proud to serve you.',
        },
        {
          _id: 'achievement-cities',
          title: '25',
          subTitle: 'Cities',
          text: 'Present in 25 cities, from Medan and Jakarta to Denpasar and Makassar.',
        },
      ],
      banners: [
        { _id: 'banner-feast', alt: 'Indonesian dishes served on a wooden table lined with banana leaves' },
        { _id: 'banner-interior', alt: 'A warm restaurant dining room with rattan lamps' },
        { _id: 'banner-street', alt: 'A satay cart and tent stalls at dusk' },
        { _id: 'banner-terraces', alt: 'Green rice terraces with a mountain in the distance' },
      ],
      getInTouchTitle: 'Have a question or planning an event order? Get in touch',
    },
  },

  about: {
    id: {
      banner: {
        title: 'Tentang Kami',
        subtitle: 'Nusantara Rasa Group',
        description:
          'Berawal dari satu dapur kecil di Jakarta pada 2012, kini kami mengelola enam brand restoran di 25 kota dengan satu tekad: menyajikan masakan Indonesia yang jujur, lezat, dan terjangkau.',
        backgroundImageUrl: '/media/banner-about.webp',
      },
      aboutFood: {
        video: '/media/about-food.mp4',
        poster: '/media/about-food-poster.webp',
        title: 'Siapa Kami',
        description:
          'Kami adalah keluarga besar juru masak, kru layanan, dan mitra petani yang percaya bahwa makanan enak lahir dari bahan segar dan proses yang sabar. Bumbu kami diulek setiap pagi, kaldu direbus sejak subuh, dan setiap resep diwariskan dengan penuh hormat.',
      },
      ourRestaurants: {
        title: 'Restoran Kami',
        secondTitle: 'Dimasak dengan hati oleh juru masak kami',
        description:
          'Setiap brand dipimpin oleh kepala dapur yang menguasai masakan daerahnya. Mereka menjaga standar rasa di semua gerai melalui pelatihan rutin di dapur pusat kami di Jakarta.',
        chefImage: '/media/chef.webp',
      },
      ourProducts: {
        title: 'Produk Kami',
        secondTitle: 'Hidangan favorit pilihan tamu',
        description: 'Beberapa hidangan yang paling sering dipesan di seluruh gerai kami.',
        foodImages: [
          {
            _id: 'product-nasi-goreng',
            foodName: 'Nasi Goreng Kampung',
            foodDescription: 'Nasi goreng bumbu terasi dengan telur mata sapi, kerupuk udang, dan acar timun.',
            foodImageUrl: '/media/food-nasi-goreng.webp',
          },
          {
            _id: 'product-sate-ayam',
            foodName: 'Sate Ayam Madura',
            foodDescription: 'Sate ayam bakar arang dengan bumbu kacang, kecap manis, bawang merah, dan lontong.',
            foodImageUrl: '/media/food-sate-ayam.webp',
          },
          {
            _id: 'product-rendang',
            foodName: 'Rendang Daging',
            foodDescription: 'Daging sapi dimasak perlahan dalam santan dan rempah hingga kering dan meresap.',
            foodImageUrl: '/media/food-rendang.webp',
          },
          {
            _id: 'product-soto-ayam',
            foodName: 'Soto Ayam Lamongan',
            foodDescription: 'Kuah kuning kunyit dengan suwiran ayam, soun, telur rebus, dan taburan koya.',
            foodImageUrl: '/media/food-soto-ayam.webp',
          },
          {
            _id: 'product-mie-ayam',
            foodName: 'Mie Ayam Jamur',
            foodDescription: 'Mie buatan sendiri dengan ayam kecap, sawi hijau, pangsit, dan kuah kaldu ayam.',
            foodImageUrl: '/media/food-mie-ayam.webp',
          },
          {
            _id: 'product-es-cendol',
            foodName: 'Es Cendol Gula Aren',
            foodDescription: 'Cendol pandan, santan segar, dan sirup gula aren dengan es serut.',
            foodImageUrl: '/media/food-es-cendol.webp',
          },
        ],
      },
      news: {
        title: 'Berita Terbaru',
        items: [
          {
            _id: 'news-1',
            title: 'Kedai Manis Buka Gerai Pertama di Denpasar',
            description:
              'Kedai Manis resmi membuka gerai pertamanya di Bali, di kawasan Renon, Denpasar. Pada minggu pembukaan, setiap pembelian es cendol mendapat klepon gratis.',
            imageUrl: '/media/news-grand-opening.webp',
            date: '2026-02-14',
          },
          {
            _id: 'news-2',
            title: 'Rumah Minang Raih Penghargaan Restoran Keluarga Terbaik',
            description:
              'Rumah Minang terpilih sebagai Restoran Keluarga Terbaik 2025 kategori masakan daerah berdasarkan penilaian juri kuliner dan ulasan lebih dari 40.000 tamu.',
            imageUrl: '/media/news-award.webp',
            date: '2025-11-20',
          },
          {
            _id: 'news-3',
            title: '10.000 Nasi Kotak untuk Warga Terdampak Banjir',
            description:
              'Bersama karyawan dan mitra, kami membagikan 10.000 nasi kotak kepada warga terdampak banjir di Jakarta Timur dan Bekasi selama dua minggu.',
            imageUrl: '/media/news-community.webp',
            date: '2025-09-08',
          },
          {
            _id: 'news-4',
            title: 'Menu Spesial Berbuka Puasa Ramadan',
            description:
              'Selama Ramadan, semua brand kami menghadirkan paket berbuka puasa lengkap dengan takjil kolak pisang, kurma, dan es buah, mulai Rp 45.000.',
            imageUrl: '/media/news-ramadan.webp',
            date: '2026-02-18',
          },
        ],
      },
    },
    en: {
      banner: {
        title: 'About Us',
        description:
          'Starting from one small kitchen in Jakarta in 2012, we now run six restaurant brands in 25 cities with one commitment: to serve Indonesian food that is honest, delicious and affordable.',
      },
      aboutFood: {
        title: 'Who We Are',
        description:
          'We are a big family of cooks, service crew and partner farmers who believe that good food comes from fresh ingredients and patient cooking. Our spices are ground every morning, our broths simmer from dawn, and every recipe is handed down with respect.',
      },
      ourRestaurants: {
        title: 'Our Restaurants',
        secondTitle: 'Cooked with heart by our chefs',
        description:
          'Each brand is led by a head chef who has mastered the cooking of its region. They keep the taste consistent in every outlet through regular training at our central kitchen in Jakarta.',
      },
      ourProducts: {
        title: 'Our Products',
        secondTitle: "Our guests' favourite dishes",
        description: 'A few of the dishes ordered most often across our outlets.',
        foodImages: [
          {
            _id: 'product-nasi-goreng',
            foodName: 'Village Fried Rice',
            foodDescription: 'Fried rice with shrimp paste, a sunny-side-up egg, prawn crackers and cucumber pickles.',
          },
          {
            _id: 'product-sate-ayam',
            foodName: 'Madura Chicken Satay',
            foodDescription:
              'Charcoal-grilled chicken skewers with peanut sauce, sweet soy sauce, shallots and rice cakes.',
          },
          {
            _id: 'product-rendang',
            foodName: 'Beef Rendang',
            foodDescription: 'Beef slow-cooked in coconut milk and spices until dry and deeply flavoured.',
          },
          {
            _id: 'product-soto-ayam',
            foodName: 'Lamongan Chicken Soto',
            foodDescription: 'Turmeric broth with shredded chicken, glass noodles, boiled egg and a sprinkle of koya.',
          },
          {
            _id: 'product-mie-ayam',
            foodName: 'Chicken Mushroom Noodles',
            foodDescription: 'House-made noodles with soy-braised chicken, mustard greens, wontons and chicken broth.',
          },
          {
            _id: 'product-es-cendol',
            foodName: 'Palm Sugar Cendol',
            foodDescription: 'Pandan cendol, fresh coconut milk and palm-sugar syrup over shaved ice.',
          },
        ],
      },
      news: {
        title: 'Latest News',
        items: [
          {
            _id: 'news-1',
            title: 'Kedai Manis Opens Its First Outlet in Denpasar',
            description:
              'Kedai Manis has opened its first outlet in Bali, in the Renon area of Denpasar. During the opening week, every cendol comes with a free klepon.',
          },
          {
            _id: 'news-2',
            title: 'Rumah Minang Wins Best Family Restaurant Award',
            description:
              'Rumah Minang was named Best Family Restaurant 2025 in the regional cuisine category, judged by culinary experts and reviews from more than 40,000 guests.',
          },
          {
            _id: 'news-3',
            title: '10,000 Meal Boxes for Flood-Affected Residents',
            description:
              'Together with our employees and partners, we handed out 10,000 meal boxes to flood-affected residents in East Jakarta and Bekasi over two weeks.',
          },
          {
            _id: 'news-4',
            title: 'Special Ramadan Iftar Menu',
            description:
              'Throughout Ramadan, all our brands offer complete iftar sets with banana kolak, dates and fruit ice, starting from IDR 45,000.',
          },
        ],
      },
    },
  },

  contact: {
    id: {
      banner: {
        title: 'Hubungi Kami',
        subtitle: 'Kami senang mendengar dari Anda: pertanyaan, masukan, pesanan acara, maupun kerja sama.',
        backgroundImageUrl: '/media/banner-contact.webp',
      },
      formTitle: 'Kirim Pesan',
      formDescription: 'Isi formulir di bawah ini dan tim kami akan membalas dalam 1×24 jam pada hari kerja.',
    },
    en: {
      banner: {
        title: 'Contact Us',
        subtitle: "We'd love to hear from you: questions, feedback, event orders or partnerships.",
      },
      formTitle: 'Send a Message',
      formDescription: 'Fill in the form below and our team will reply within one working day.',
    },
  },

  career: {
    id: {
      banner: {
        title: 'Karier',
        subtitle: 'Tumbuh bersama lebih dari 3.000 rekan di dapur, gerai, dan kantor pusat kami.',
        backgroundImageUrl: '/media/banner-career.webp',
        buttonText: 'Lihat Lowongan',
      },
      jobsTitle: 'Lowongan Tersedia',
      jobsDescription: 'Pilih posisi yang sesuai dengan minat Anda dan kirim lamaran melalui formulir kontak kami.',
      jobs: [
        {
          _id: 'job-cook',
          jobName: 'Juru Masak',
          title: 'Juru Masak (Cook) – Jakarta & Bandung',
          jobSalary: 'Rp 5.500.000 – Rp 7.000.000 / bulan',
          jobImageUrl: '/media/job-cook.webp',
          qualifications:
            'Pendidikan minimal SMK Tata Boga atau setara\nPengalaman minimal 1 tahun di dapur restoran\nMenguasai teknik dasar masakan Indonesia\nMemahami standar kebersihan dan keamanan pangan\nBersedia bekerja dalam sistem shift, termasuk akhir pekan',
          jobFormUrl: applyFor('Juru Masak (Cook) – Jakarta & Bandung'),
        },
        {
          _id: 'job-service-crew',
          jobName: 'Kru Layanan',
          title: 'Kru Layanan (Service Crew) – Semua Kota',
          jobSalary: 'Rp 4.800.000 – Rp 5.800.000 / bulan',
          jobImageUrl: '/media/job-service-crew.webp',
          qualifications:
            'Pendidikan minimal SMA/SMK sederajat\nRamah, komunikatif, dan senang melayani tamu\nMampu bekerja cepat dan teliti dalam tim\nPengalaman di bidang F&B menjadi nilai tambah\nBersedia bekerja dalam sistem shift',
          jobFormUrl: applyFor('Kru Layanan (Service Crew) – Semua Kota'),
        },
        {
          _id: 'job-outlet-manager',
          jobName: 'Manajer Gerai',
          title: 'Manajer Gerai (Outlet Manager) – Surabaya',
          jobSalary: 'Rp 9.500.000 – Rp 13.000.000 / bulan',
          jobImageUrl: '/media/job-outlet-manager.webp',
          qualifications:
            'Pendidikan minimal D3/S1 semua jurusan, diutamakan Perhotelan\nPengalaman minimal 3 tahun sebagai supervisor atau manajer restoran\nMampu menyusun jadwal kerja, mengelola stok, dan membaca laporan laba rugi\nBerjiwa pemimpin dan mampu membina tim hingga 25 orang\nBersedia ditempatkan di Surabaya',
          jobFormUrl: applyFor('Manajer Gerai (Outlet Manager) – Surabaya'),
        },
        {
          _id: 'job-digital-marketing',
          jobName: 'Spesialis Pemasaran Digital',
          title: 'Spesialis Pemasaran Digital – Kantor Pusat Jakarta',
          jobSalary: 'Rp 6.500.000 – Rp 8.000.000 / bulan',
          jobImageUrl: '/media/job-digital-marketing.webp',
          qualifications:
            'Pendidikan minimal S1 Komunikasi, Pemasaran, atau bidang terkait\nPengalaman minimal 2 tahun mengelola media sosial brand\nMenguasai iklan berbayar di media sosial dan mesin pencari\nMampu membuat konten foto dan video pendek\nMemiliki portofolio kampanye digital',
          jobFormUrl: applyFor('Spesialis Pemasaran Digital – Kantor Pusat Jakarta'),
        },
      ],
    },
    en: {
      banner: {
        title: 'Careers',
        subtitle: 'Grow with more than 3,000 colleagues in our kitchens, outlets and head office.',
        buttonText: 'See Openings',
      },
      jobsTitle: 'Open Positions',
      jobsDescription: 'Choose the position that suits your interests and apply through our contact form.',
      jobs: [
        {
          _id: 'job-cook',
          jobName: 'Cook',
          title: 'Cook – Jakarta & Bandung',
          jobSalary: 'IDR 5,500,000 – IDR 7,000,000 / month',
          qualifications:
            'Vocational school in culinary arts or equivalent\nAt least 1 year of experience in a restaurant kitchen\nSkilled in the basic techniques of Indonesian cooking\nUnderstands food hygiene and safety standards\nWilling to work shifts, including weekends',
        },
        {
          _id: 'job-service-crew',
          jobName: 'Service Crew',
          title: 'Service Crew – All Cities',
          jobSalary: 'IDR 4,800,000 – IDR 5,800,000 / month',
          qualifications:
            'High school or vocational school graduate\nFriendly, communicative and happy to serve guests\nWorks quickly and carefully as part of a team\nExperience in food and beverage is a plus\nWilling to work shifts',
        },
        {
          _id: 'job-outlet-manager',
          jobName: 'Outlet Manager',
          title: 'Outlet Manager – Surabaya',
          jobSalary: 'IDR 9,500,000 – IDR 13,000,000 / month',
          qualifications:
            'Diploma or bachelor’s degree in any field, hospitality preferred\nAt least 3 years of experience as a restaurant supervisor or manager\nAble to plan rosters, manage stock and read profit-and-loss reports\nA natural leader who can coach a team of up to 25 people\nWilling to be based in Surabaya',
        },
        {
          _id: 'job-digital-marketing',
          jobName: 'Digital Marketing Specialist',
          title: 'Digital Marketing Specialist – Jakarta Head Office',
          jobSalary: 'IDR 6,500,000 – IDR 8,000,000 / month',
          qualifications:
            'Bachelor’s degree in Communication, Marketing or a related field\nAt least 2 years of experience managing brand social media\nSkilled in paid social and search advertising\nAble to create photo content and short videos\nA portfolio of digital campaigns',
        },
      ],
    },
  },

  'our-brand': {
    id: {
      banner: {
        title: 'Brand Kami',
        subtitle: 'Enam konsep kuliner, satu semangat: membawa rasa Nusantara lebih dekat dengan Anda.',
        backgroundImageUrl: '/media/banner-our-brand.webp',
      },
      benefits: [
        {
          _id: 'benefit-halal',
          name: 'Bersertifikat Halal',
          description: 'Seluruh gerai dan dapur pusat kami telah bersertifikat halal.',
          logoImageUrl: '/media/benefit-halal.webp',
        },
        {
          _id: 'benefit-fresh',
          name: 'Bahan Segar Setiap Hari',
          description: 'Sayur, rempah, dan daging dipasok setiap pagi dari mitra petani lokal.',
          logoImageUrl: '/media/benefit-fresh.webp',
        },
        {
          _id: 'benefit-family',
          name: 'Ramah Keluarga',
          description: 'Ruang makan nyaman, menu anak, dan area bermain di gerai pilihan.',
          logoImageUrl: '/media/benefit-family.webp',
        },
        {
          _id: 'benefit-delivery',
          name: 'Pesan Antar',
          description: 'Nikmati hidangan favorit di rumah melalui layanan pesan antar kami.',
          logoImageUrl: '/media/benefit-delivery.webp',
        },
      ],
      aboutFood: {
        title: 'Dari Dapur Kami untuk Anda',
        description:
          'Setiap brand punya cerita dan resep khasnya sendiri, namun semuanya dimasak dengan cara yang sama: bumbu segar, api yang pas, dan kesabaran. Lihat bagaimana hidangan kami disiapkan setiap hari.',
        video: '/media/about-food.mp4',
        poster: '/media/about-food-poster.webp',
      },
      restaurantsTitle: 'Kenali Brand Kami',
    },
    en: {
      banner: {
        title: 'Our Brands',
        subtitle: 'Six culinary concepts, one spirit: bringing the flavours of the archipelago closer to you.',
      },
      benefits: [
        {
          _id: 'benefit-halal',
          name: 'Halal Certified',
          description: 'All our outlets and our central kitchen are halal certified.',
        },
        {
          _id: 'benefit-fresh',
          name: 'Fresh Ingredients Daily',
          description: 'Vegetables, spices and meat are delivered every morning by local partner farmers.',
        },
        {
          _id: 'benefit-family',
          name: 'Family Friendly',
          description: "Comfortable dining rooms, a kids' menu and play areas in selected outlets.",
        },
        {
          _id: 'benefit-delivery',
          name: 'Delivery',
          description: 'Enjoy your favourite dishes at home through our delivery service.',
        },
      ],
      aboutFood: {
        title: 'From Our Kitchen to You',
        description:
          'Each brand has its own story and signature recipes, yet all are cooked the same way: fresh spices, the right heat and patience. See how our dishes are prepared every day.',
      },
      restaurantsTitle: 'Meet Our Brands',
    },
  },

  'navbar-footer': {
    id: {
      navbar: { logo: '/media/logo.svg' },
      footer: {
        logo: '/media/logo-light.svg',
        leftDescription:
          'Nusantara Rasa Group mengelola enam brand restoran Indonesia di 25 kota, menyajikan masakan daerah yang dimasak dari bumbu segar setiap hari.',
        middleTitle: 'Kantor Pusat',
        middleDescription:
          'Senin – Jumat, 08.30 – 17.30 WIB. Untuk pesanan acara dan kerja sama, silakan hubungi kami.',
        rightTitle: 'Hubungi Kami',
        numberPhone: '+62 21 5790 8123',
        address: 'Menara Rasa Lt. 12, Jl. H.R. Rasuna Said Kav. C-17, Kuningan, Jakarta Selatan 12940',
        email: 'halo@nusantararasa.co.id',
        copyright: '© 2026 PT Nusantara Rasa Group Tbk. Hak cipta dilindungi undang-undang.',
        facebookUrl: GROUP_SOCIAL_PROFILES.facebook,
        instagramUrl: GROUP_SOCIAL_PROFILES.instagram,
        youtubeUrl: GROUP_SOCIAL_PROFILES.youtube,
      },
    },
    en: {
      footer: {
        leftDescription:
          'Nusantara Rasa Group runs six Indonesian restaurant brands in 25 cities, serving regional dishes cooked from fresh spices every day.',
        middleTitle: 'Head Office',
        middleDescription:
          'Monday – Friday, 08:30 – 17:30 WIB. For event orders and partnerships, please get in touch.',
        rightTitle: 'Contact Us',
        copyright: '© 2026 PT Nusantara Rasa Group Tbk. All rights reserved.',
      },
    },
  },

  investor: {
    id: {
      banner: {
        backgroundImageUrl: '/media/banner-investor.webp',
        mainTitle: 'Hubungan Investor',
        subTitle: 'Informasi keuangan, tata kelola, dan keterbukaan informasi PT Nusantara Rasa Group Tbk.',
      },
      financialInformation: [
        {
          _id: 'fin-2025-q3',
          title: 'Laporan Keuangan Konsolidasian Kuartal III 2025',
          detail: '2025',
          url: '/documents/laporan-keuangan-q3-2025.pdf',
          date: '2025-10-30',
        },
        {
          _id: 'fin-2025-h1',
          title: 'Laporan Keuangan Konsolidasian Semester I 2025',
          detail: '2025',
          url: '/documents/laporan-keuangan-h1-2025.pdf',
          date: '2025-07-31',
        },
        {
          _id: 'fin-2024-fy',
          title: 'Laporan Keuangan Konsolidasian Tahunan 2024 (Diaudit)',
          detail: '2024',
          url: '/documents/laporan-keuangan-tahunan-2024.pdf',
          date: '2025-03-27',
        },
        {
          _id: 'fin-2023-fy',
          title: 'Laporan Keuangan Konsolidasian Tahunan 2023 (Diaudit)',
          detail: '2023',
          url: '/documents/laporan-keuangan-tahunan-2023.pdf',
          date: '2024-03-28',
        },
      ],
      generalMeetingOfShareholders: [
        {
          _id: 'gms-2025-notice',
          title: 'Panggilan Rapat Umum Pemegang Saham Tahunan 2025',
          detail: '2025',
          url: '/documents/panggilan-rupst-2025.pdf',
          date: '2025-05-12',
        },
        {
          _id: 'gms-2025-minutes',
          title: 'Ringkasan Risalah RUPS Tahunan 2025',
          detail: '2025',
          url: '/documents/risalah-rupst-2025.pdf',
          date: '2025-06-06',
        },
        {
          _id: 'gms-2024-minutes',
          title: 'Ringkasan Risalah RUPS Tahunan 2024',
          detail: '2024',
          url: '/documents/risalah-rupst-2024.pdf',
          date: '2024-06-07',
        },
        {
          _id: 'gms-2023-egm',
          title: 'Ringkasan Risalah RUPS Luar Biasa 2023',
          detail: '2023',
          url: '/documents/risalah-rupslb-2023.pdf',
          date: '2023-09-15',
        },
      ],
      sharesOwnership: [
        {
          _id: 'shares-2026-01',
          title: 'Laporan Bulanan Registrasi Pemegang Efek – Januari 2026',
          detail: '2026',
          url: '/documents/kepemilikan-saham-2026-01.pdf',
          date: '2026-02-10',
        },
        {
          _id: 'shares-2025-12',
          title: 'Laporan Bulanan Registrasi Pemegang Efek – Desember 2025',
          detail: '2025',
          url: '/documents/kepemilikan-saham-2025-12.pdf',
          date: '2026-01-12',
        },
        {
          _id: 'shares-2025-11',
          title: 'Laporan Bulanan Registrasi Pemegang Efek – November 2025',
          detail: '2025',
          url: '/documents/kepemilikan-saham-2025-11.pdf',
          date: '2025-12-10',
        },
      ],
      ipoProspectus: [
        {
          _id: 'ipo-summary',
          title: 'Prospektus Ringkas Penawaran Umum Perdana Saham',
          detail: '2021',
          url: '/documents/prospektus-ringkas-ipo-2021.pdf',
          date: '2021-06-14',
        },
        {
          _id: 'ipo-final',
          title: 'Prospektus Final Penawaran Umum Perdana Saham',
          detail: '2021',
          url: '/documents/prospektus-final-ipo-2021.pdf',
          date: '2021-07-05',
        },
        {
          _id: 'ipo-addendum',
          title: 'Perbaikan dan/atau Tambahan Informasi Prospektus Ringkas',
          detail: '2021',
          url: '/documents/tambahan-informasi-prospektus-2021.pdf',
          date: '2021-06-28',
        },
      ],
      annualReport: [
        {
          _id: 'ar-2024',
          title: 'Laporan Tahunan 2024',
          detail: '2024',
          url: '/documents/laporan-tahunan-2024.pdf',
          date: '2025-04-25',
        },
        {
          _id: 'ar-2023',
          title: 'Laporan Tahunan 2023',
          detail: '2023',
          url: '/documents/laporan-tahunan-2023.pdf',
          date: '2024-04-26',
        },
        {
          _id: 'ar-2022',
          title: 'Laporan Tahunan 2022',
          detail: '2022',
          url: '/documents/laporan-tahunan-2022.pdf',
          date: '2023-04-28',
        },
        {
          _id: 'ar-2021',
          title: 'Laporan Tahunan 2021',
          detail: '2021',
          url: '/documents/laporan-tahunan-2021.pdf',
          date: '2022-04-29',
        },
      ],
      transparencyOfInformation: [
        {
          _id: 'disc-2026-outlet',
          title: 'Keterbukaan Informasi: Pembukaan Gerai ke-150',
          detail: '2026',
          url: '/documents/keterbukaan-gerai-150.pdf',
          date: '2026-01-20',
        },
        {
          _id: 'disc-2025-dividend',
          title: 'Keterbukaan Informasi: Jadwal Pembagian Dividen Tunai Tahun Buku 2024',
          detail: '2025',
          url: '/documents/keterbukaan-dividen-2025.pdf',
          date: '2025-06-10',
        },
        {
          _id: 'disc-2024-board',
          title: 'Keterbukaan Informasi: Perubahan Susunan Direksi',
          detail: '2024',
          url: '/documents/keterbukaan-perubahan-direksi-2024.pdf',
          date: '2024-06-12',
        },
        {
          _id: 'disc-2022-proceeds',
          title: 'Laporan Realisasi Penggunaan Dana Hasil Penawaran Umum',
          detail: '2022',
          url: '/documents/realisasi-penggunaan-dana-ipo-2022.pdf',
          date: '2022-01-14',
        },
      ],
      dividendHistory: {
        description:
          'Perseroan membagikan dividen tunai untuk setiap tahun buku sejak mencatatkan sahamnya di Bursa Efek Indonesia pada 2021, dengan rasio pembayaran sekitar 30% dari laba bersih tahun buku tersebut.',
        years: [
          { year: '2025', value: 'Rp 27 per saham' },
          { year: '2024', value: 'Rp 22 per saham' },
          { year: '2023', value: 'Rp 18 per saham' },
          { year: '2022', value: 'Rp 12 per saham' },
          { year: '2021', value: 'Rp 8 per saham' },
        ],
      },
    },
    en: {
      banner: {
        mainTitle: 'Investor Relations',
        subTitle: 'Financial information, governance and disclosures of PT Nusantara Rasa Group Tbk.',
      },
      financialInformation: [
        { _id: 'fin-2025-q3', title: 'Consolidated Financial Statements Q3 2025' },
        { _id: 'fin-2025-h1', title: 'Consolidated Financial Statements H1 2025' },
        { _id: 'fin-2024-fy', title: 'Consolidated Annual Financial Statements 2024 (Audited)' },
        { _id: 'fin-2023-fy', title: 'Consolidated Annual Financial Statements 2023 (Audited)' },
      ],
      generalMeetingOfShareholders: [
        { _id: 'gms-2025-notice', title: 'Notice of the 2025 Annual General Meeting of Shareholders' },
        { _id: 'gms-2025-minutes', title: 'Summary Minutes of the 2025 Annual General Meeting' },
        { _id: 'gms-2024-minutes', title: 'Summary Minutes of the 2024 Annual General Meeting' },
        { _id: 'gms-2023-egm', title: 'Summary Minutes of the 2023 Extraordinary General Meeting' },
      ],
      sharesOwnership: [
        { _id: 'shares-2026-01', title: 'Monthly Shareholder Register Report – January 2026' },
        { _id: 'shares-2025-12', title: 'Monthly Shareholder Register Report – December 2025' },
        { _id: 'shares-2025-11', title: 'Monthly Shareholder Register Report – November 2025' },
      ],
      ipoProspectus: [
        { _id: 'ipo-summary', title: 'Summary Prospectus of the Initial Public Offering' },
        { _id: 'ipo-final', title: 'Final Prospectus of the Initial Public Offering' },
        { _id: 'ipo-addendum', title: 'Revision and/or Additional Information to the Summary Prospectus' },
      ],
      annualReport: [
        { _id: 'ar-2024', title: 'Annual Report 2024' },
        { _id: 'ar-2023', title: 'Annual Report 2023' },
        { _id: 'ar-2022', title: 'Annual Report 2022' },
        { _id: 'ar-2021', title: 'Annual Report 2021' },
      ],
      transparencyOfInformation: [
        { _id: 'disc-2026-outlet', title: 'Disclosure: Opening of the 150th Outlet' },
        { _id: 'disc-2025-dividend', title: 'Disclosure: Cash Dividend Schedule for Financial Year 2024' },
        { _id: 'disc-2024-board', title: 'Disclosure: Changes to the Board of Directors' },
        { _id: 'disc-2022-proceeds', title: 'Report on the Use of Initial Public Offering Proceeds' },
      ],
      dividendHistory: {
        description:
          'The Company has paid a cash dividend for every financial year since listing its shares on the Indonesia Stock Exchange in 2021, with a payout ratio of about 30% of that year’s net profit.',
        years: [
          { year: '2025', value: 'IDR 27 per share' },
          { year: '2024', value: 'IDR 22 per share' },
          { year: '2023', value: 'IDR 18 per share' },
          { year: '2022', value: 'IDR 12 per share' },
          { year: '2021', value: 'IDR 8 per share' },
        ],
      },
    },
  },
};
