// Demo doctors for the appointment area: every speciality at least twice, two not available.
// Portraits are assets/media/doctor-NN.svg, in the same order.
//
// Each fee twice: `fees` in the default dollars (SPEC §9's $, and any other CURRENCY, as
// the numbers always were), `feesIdr` in whole Rupiah for a clinic with CURRENCY=idr. The
// Rupiah fees are what a Jakarta clinic asks, not a conversion: Rp125.000 to Rp175.000 for
// a general physician, Rp250.000 to Rp450.000 for a specialist, in steps of Rp25.000, in
// the same order as the dollar fees. Only a first start writes them (seed/index.ts).
import type { Speciality } from '../../../src/shared/contentTypes';

export const doctorsSeed: Array<{
  name: string;
  email: string;
  image: string;
  speciality: Speciality;
  degree: string;
  experience: string;
  about: { id: string; en: string };
  fees: number;
  /** The fee in whole Rupiah, stored instead of `fees` when CURRENCY=idr. */
  feesIdr: number;
  available: boolean;
  address: { line1: string; line2: string };
}> = [
  {
    name: 'dr. Rizky Pratama',
    email: 'rizky.pratama@klinik.nusantararasa.co.id',
    image: '/media/doctor-01.webp',
    speciality: 'General physician',
    degree: 'MBBS',
    experience: '4 Years',
    about: {
      id: 'dr. Rizky menangani keluhan umum seperti demam, batuk, pilek, dan gangguan pencernaan ringan. Ia juga melayani pemeriksaan kesehatan berkala dan konsultasi gaya hidup sehat.',
      en: 'Dr. Rizky treats common complaints such as fever, cough, colds and mild digestive problems. He also provides routine health check-ups and advice on a healthy lifestyle.',
    },
    fees: 40,

    feesIdr: 150_000,
    available: true,
    address: { line1: 'Jl. Cikini Raya No. 48', line2: 'Menteng, Jakarta Pusat' },
  },
  {
    name: 'dr. Siti Nurhaliza',
    email: 'siti.nurhaliza@klinik.nusantararasa.co.id',
    image: '/media/doctor-02.webp',
    speciality: 'General physician',
    degree: 'MBBS',
    experience: '6 Years',
    about: {
      id: 'dr. Siti berpengalaman di layanan kesehatan primer dan klinik perusahaan. Ia teliti dalam menjelaskan diagnosis serta rencana pengobatan kepada setiap pasien.',
      en: 'Dr. Siti has experience in primary care and company clinics. She takes care to explain the diagnosis and treatment plan to every patient.',
    },
    fees: 45,

    feesIdr: 175_000,
    available: true,
    address: { line1: 'Jl. Ir. H. Juanda No. 112', line2: 'Coblong, Bandung' },
  },
  {
    name: 'dr. Andini Kusuma, Sp.OG',
    email: 'andini.kusuma@klinik.nusantararasa.co.id',
    image: '/media/doctor-03.webp',
    speciality: 'Gynecologist',
    degree: 'Sp.OG',
    experience: '9 Years',
    about: {
      id: 'dr. Andini adalah dokter spesialis kebidanan dan kandungan yang mendampingi kehamilan, persalinan, serta pemeriksaan kesehatan reproduksi wanita dengan pendekatan yang hangat.',
      en: 'Dr. Andini is an obstetrician and gynaecologist who cares for women through pregnancy and childbirth and provides reproductive health check-ups with a warm approach.',
    },
    fees: 95,

    feesIdr: 350_000,
    available: true,
    address: { line1: 'Jl. Raya Darmo No. 90', line2: 'Wonokromo, Surabaya' },
  },
  {
    name: 'dr. Fatimah Azzahra, Sp.OG',
    email: 'fatimah.azzahra@klinik.nusantararasa.co.id',
    image: '/media/doctor-04.webp',
    speciality: 'Gynecologist',
    degree: 'Sp.OG',
    experience: '12 Years',
    about: {
      id: 'dr. Fatimah berfokus pada kehamilan risiko tinggi dan program hamil. Ia aktif memberikan edukasi kesehatan ibu dan anak di komunitas.',
      en: 'Dr. Fatimah focuses on high-risk pregnancies and fertility planning. She is active in maternal and child health education in the community.',
    },
    fees: 110,

    feesIdr: 400_000,
    available: true,
    address: { line1: 'Jl. Kaliurang Km 5,6 No. 21', line2: 'Sleman, Yogyakarta' },
  },
  {
    name: 'dr. Kevin Wijaya, Sp.KK',
    email: 'kevin.wijaya@klinik.nusantararasa.co.id',
    image: '/media/doctor-05.webp',
    speciality: 'Dermatologist',
    degree: 'Sp.KK',
    experience: '7 Years',
    about: {
      id: 'dr. Kevin menangani masalah kulit seperti jerawat, eksim, alergi kulit, dan infeksi jamur, serta memberikan saran perawatan kulit yang aman untuk iklim tropis.',
      en: 'Dr. Kevin treats skin problems such as acne, eczema, skin allergies and fungal infections, and gives advice on skin care that is safe for a tropical climate.',
    },
    fees: 80,

    feesIdr: 300_000,
    available: true,
    address: { line1: 'Jl. Pluit Karang Ayu No. 7', line2: 'Penjaringan, Jakarta Utara' },
  },
  {
    name: 'dr. Maya Lestari, Sp.KK',
    email: 'maya.lestari@klinik.nusantararasa.co.id',
    image: '/media/doctor-06.webp',
    speciality: 'Dermatologist',
    degree: 'Sp.KK',
    experience: '5 Years',
    about: {
      id: 'dr. Maya berpengalaman dalam dermatologi anak dan kosmetik medis. Ia percaya perawatan kulit yang baik dimulai dari kebiasaan sederhana sehari-hari.',
      en: 'Dr. Maya has experience in paediatric and cosmetic dermatology. She believes good skin care starts with simple daily habits.',
    },
    fees: 75,

    feesIdr: 275_000,
    available: true,
    address: { line1: 'Jl. Pandanaran No. 55', line2: 'Semarang Tengah, Semarang' },
  },
  {
    name: 'dr. Budi Santoso, Sp.A',
    email: 'budi.santoso@klinik.nusantararasa.co.id',
    image: '/media/doctor-07.webp',
    speciality: 'Pediatricians',
    degree: 'Sp.A',
    experience: '15 Years',
    about: {
      id: 'dr. Budi adalah dokter spesialis anak yang sabar dan disukai pasien cilik. Ia menangani tumbuh kembang, imunisasi, dan penyakit infeksi pada anak.',
      en: 'Dr. Budi is a patient paediatrician much loved by his young patients. He looks after growth and development, immunisation and infectious diseases in children.',
    },
    fees: 90,

    feesIdr: 325_000,
    available: true,
    address: { line1: 'Jl. Tebet Raya No. 34', line2: 'Tebet, Jakarta Selatan' },
  },
  {
    name: 'dr. Aisyah Rahmawati, Sp.A',
    email: 'aisyah.rahmawati@klinik.nusantararasa.co.id',
    image: '/media/doctor-08.webp',
    speciality: 'Pediatricians',
    degree: 'Sp.A',
    experience: '8 Years',
    about: {
      id: 'dr. Aisyah berfokus pada gizi anak dan laktasi. Ia membantu orang tua menyusun pola makan sehat sejak MPASI hingga usia sekolah.',
      en: 'Dr. Aisyah focuses on child nutrition and breastfeeding. She helps parents plan healthy eating from first solid foods through to school age.',
    },
    fees: 85,

    feesIdr: 300_000,
    available: true,
    address: { line1: 'Jl. Gatot Subroto No. 150', line2: 'Medan Petisah, Medan' },
  },
  {
    name: 'dr. Yohanes Rumbiak, Sp.N',
    email: 'yohanes.rumbiak@klinik.nusantararasa.co.id',
    image: '/media/doctor-09.webp',
    speciality: 'Neurologist',
    degree: 'Sp.N',
    experience: '10 Years',
    about: {
      id: 'dr. Yohanes adalah dokter spesialis saraf yang menangani sakit kepala kronis, vertigo, stroke, dan nyeri saraf terjepit.',
      en: 'Dr. Yohanes is a neurologist who treats chronic headaches, vertigo, stroke and pinched-nerve pain.',
    },
    fees: 100,

    feesIdr: 375_000,
    available: true,
    address: { line1: 'Jl. A. P. Pettarani No. 18', line2: 'Rappocini, Makassar' },
  },
  {
    name: 'dr. Ratna Dewi, Sp.N',
    email: 'ratna.dewi@klinik.nusantararasa.co.id',
    image: '/media/doctor-10.webp',
    speciality: 'Neurologist',
    degree: 'Sp.N',
    experience: '6 Years',
    about: {
      id: 'dr. Ratna menangani epilepsi, gangguan tidur, dan keluhan saraf pada pekerja kantoran seperti kesemutan dan nyeri leher.',
      en: 'Dr. Ratna treats epilepsy, sleep disorders and nerve complaints common among office workers, such as tingling and neck pain.',
    },
    fees: 95,

    feesIdr: 350_000,
    available: false,
    address: { line1: 'Jl. Dago No. 77', line2: 'Coblong, Bandung' },
  },
  {
    name: 'dr. Hendra Gunawan, Sp.PD-KGEH',
    email: 'hendra.gunawan@klinik.nusantararasa.co.id',
    image: '/media/doctor-11.webp',
    speciality: 'Gastroenterologist',
    degree: 'Sp.PD-KGEH',
    experience: '18 Years',
    about: {
      id: 'dr. Hendra adalah konsultan gastroenterologi-hepatologi yang menangani maag kronis, refluks asam lambung, penyakit hati, dan pemeriksaan endoskopi.',
      en: 'Dr. Hendra is a consultant in gastroenterology and hepatology who treats chronic gastritis, acid reflux and liver disease and performs endoscopies.',
    },
    fees: 120,

    feesIdr: 450_000,
    available: true,
    address: { line1: 'Jl. Basuki Rahmat No. 8', line2: 'Genteng, Surabaya' },
  },
  {
    name: 'dr. Nur Annisa, Sp.PD-KGEH',
    email: 'nur.annisa@klinik.nusantararasa.co.id',
    image: '/media/doctor-12.webp',
    speciality: 'Gastroenterologist',
    degree: 'Sp.PD-KGEH',
    experience: '11 Years',
    about: {
      id: 'dr. Nur Annisa berfokus pada gangguan pencernaan fungsional seperti sindrom iritasi usus besar, serta pencegahan kanker saluran cerna.',
      en: 'Dr. Nur Annisa focuses on functional digestive disorders such as irritable bowel syndrome, and on preventing digestive tract cancers.',
    },
    fees: 115,

    feesIdr: 425_000,
    available: true,
    address: { line1: 'Jl. Sultan Hasanuddin No. 40', line2: 'Ujung Pandang, Makassar' },
  },
  {
    name: 'dr. I Made Wirawan',
    email: 'made.wirawan@klinik.nusantararasa.co.id',
    image: '/media/doctor-13.webp',
    speciality: 'General physician',
    degree: 'MBBS',
    experience: '3 Years',
    about: {
      id: 'dr. Made melayani konsultasi umum dan kesehatan wisatawan, termasuk vaksinasi perjalanan dan penanganan luka ringan.',
      en: 'Dr. Made provides general consultations and travel health care, including travel vaccinations and treatment of minor wounds.',
    },
    fees: 30,

    feesIdr: 125_000,
    available: false,
    address: { line1: 'Jl. Teuku Umar No. 88', line2: 'Denpasar Barat, Denpasar' },
  },
  {
    name: 'dr. Maria Bria, Sp.A',
    email: 'maria.bria@klinik.nusantararasa.co.id',
    image: '/media/doctor-14.webp',
    speciality: 'Pediatricians',
    degree: 'Sp.A',
    experience: '5 Years',
    about: {
      id: 'dr. Maria menangani penyakit anak sehari-hari seperti demam, diare, dan infeksi saluran napas, serta memantau imunisasi lengkap sesuai jadwal.',
      en: 'Dr. Maria treats everyday childhood illnesses such as fever, diarrhoea and respiratory infections, and keeps immunisation schedules on track.',
    },
    fees: 70,

    feesIdr: 250_000,
    available: true,
    address: { line1: 'Jl. Malioboro No. 60', line2: 'Gedong Tengen, Yogyakarta' },
  },
];
