import type { CareerContent, Job } from '../../../shared/contentTypes';

export const cookJob: Job = {
  _id: 'job-cook',
  jobName: 'Juru Masak',
  title: 'Juru Masak – Jakarta',
  jobSalary: 'Rp 5.500.000 / bulan',
  jobImageUrl: 'https://res.cloudinary.com/nusantara/image/upload/v1/jobs/cook.jpg',
  qualifications: 'Minimal SMK Tata Boga\nPengalaman 1 tahun\nBersedia kerja shift',
  jobFormUrl: 'https://forms.example.com/careers/juru-masak',
};

export const crewJob: Job = {
  _id: 'job-crew',
  jobName: 'Kru Layanan',
  title: 'Kru Layanan – Semua Kota',
  jobSalary: 'Rp 4.800.000 / bulan',
  jobImageUrl: '/media/job-service-crew.webp',
  qualifications: 'Ramah\nTeliti',
  jobFormUrl: '',
};

export const careerId: CareerContent = {
  banner: {
    title: 'Karier Bersama Kami',
    subtitle: 'Tumbuh bersama 3.000 rekan.',
    backgroundImageUrl: '/media/banner-career.webp',
    buttonText: 'Lihat Lowongan',
  },
  jobsTitle: 'Lowongan Tersedia',
  jobsDescription: 'Pilih posisi yang sesuai.',
  jobs: [cookJob, crewJob],
};

export const careerEn: CareerContent = {
  banner: {
    title: 'Careers With Us',
    subtitle: 'Grow with 3,000 colleagues.',
    backgroundImageUrl: '/media/banner-career.webp',
    buttonText: 'See Openings',
  },
  jobsTitle: 'Open Positions',
  jobsDescription: 'Choose the position that suits you.',
  jobs: [
    {
      ...cookJob,
      jobName: 'Cook',
      title: 'Cook – Jakarta',
      jobSalary: 'IDR 5,500,000 / month',
      qualifications: 'Culinary school\nOne year of experience\nWilling to work shifts',
    },
    {
      ...crewJob,
      jobName: 'Service Crew',
      title: 'Service Crew – All Cities',
      jobSalary: 'IDR 4,800,000 / month',
      qualifications: 'Friendly\nCareful',
    },
  ],
};
