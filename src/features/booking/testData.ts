// Doctors and appointments the booking component tests serve through msw.
import type { Doctor } from '../../shared/contentTypes';
import type { Appointment } from './appointmentsApi';

const base = {
  degree: 'MBBS',
  experience: '4 Years',
  fees: 50,
  available: true,
  address: { line1: 'Jl. Kemang Raya 12', line2: 'Jakarta Selatan' },
  slots_booked: {},
};

export const doctors: Doctor[] = [
  {
    ...base,
    _id: '11111111-1111-4111-8111-111111111111',
    name: 'Dr. Ayu Lestari',
    image: '/media/doctor-01.webp',
    speciality: 'Neurologist',
    about: 'Dr. Ayu menangani sakit kepala, migrain dan gangguan tidur.',
  },
  {
    ...base,
    _id: '22222222-2222-4222-8222-222222222222',
    name: 'Dr. Bima Santoso',
    image: '/media/doctor-02.webp',
    speciality: 'Neurologist',
    about: 'Dr. Bima berpengalaman dalam rehabilitasi stroke.',
    available: false,
  },
  {
    ...base,
    _id: '33333333-3333-4333-8333-333333333333',
    name: 'Dr. Citra Dewi',
    image: '/media/doctor-03.webp',
    speciality: 'Dermatologist',
    about: 'Dr. Citra merawat kulit sensitif dan jerawat.',
    fees: 40,
  },
];

export const doctorList = (overrides: Partial<{ doctors: Doctor[]; clinicTimeZone: string }> = {}) => ({
  success: true,
  message: 'Doctor list',
  doctors,
  clinicTimeZone: 'Asia/Jakarta',
  ...overrides,
});

const docData = (doctor: Doctor) => ({
  image: doctor.image,
  name: doctor.name,
  speciality: doctor.speciality,
  address: doctor.address,
});

/** Oldest first, as the API sends them. */
export const appointments: Appointment[] = [
  {
    _id: 'aaaaaaaa-0000-4000-8000-000000000001',
    docId: doctors[0]._id,
    docData: docData(doctors[0]),
    slotDate: '2_3_2026',
    slotTime: '10:00',
    amount: 50,
    cancelled: false,
    payment: true,
    isCompleted: true,
    date: Date.UTC(2026, 1, 20),
  },
  {
    _id: 'aaaaaaaa-0000-4000-8000-000000000002',
    docId: doctors[2]._id,
    docData: docData(doctors[2]),
    slotDate: '5_3_2026',
    slotTime: '11:30',
    amount: 40,
    cancelled: true,
    payment: false,
    isCompleted: false,
    date: Date.UTC(2026, 1, 21),
  },
  {
    _id: 'aaaaaaaa-0000-4000-8000-000000000003',
    docId: doctors[0]._id,
    docData: docData(doctors[0]),
    slotDate: '6_3_2026',
    slotTime: '14:30',
    amount: 50,
    cancelled: false,
    payment: true,
    isCompleted: false,
    date: Date.UTC(2026, 1, 22),
  },
  {
    _id: 'aaaaaaaa-0000-4000-8000-000000000004',
    docId: doctors[2]._id,
    docData: docData(doctors[2]),
    slotDate: '7_3_2026',
    slotTime: '15:00',
    amount: 40,
    cancelled: false,
    payment: false,
    isCompleted: false,
    date: Date.UTC(2026, 1, 23),
  },
];
