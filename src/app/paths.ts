// Every route of the site, named once (SPEC §2).
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  contactForm: '/contact#contact-form',
  career: '/career',
  ourBrand: '/our-brand',
  investorRelation: '/investor-relation',
  login: '/login',
  myProfile: '/my-profile',
  myAppointments: '/my-appointments',
  doctors: '/doctors',
  doctorsBySpeciality: (speciality: string) => `/doctors/${encodeURIComponent(speciality)}`,
  appointment: (docId: string) => `/appointment/${encodeURIComponent(docId)}`,
  verify: '/verify',
} as const;
