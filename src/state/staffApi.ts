// The staff areas' view of the one API (the console, features/admin, and the doctor panel,
// features/doctorPanel): the same api object, with the tag types only they use declared here,
// once. Only those areas' lazy chunks import this module, so the public pages' first download
// does not carry the list (it would cost every visitor about 70 bytes of brotli for nothing).
import { api } from './api';

export const STAFF_TAG_TYPES = [
  'StaffSession',
  'StaffAccounts',
  'Audit',
  'AdminTheme',
  'AdminTranslations',
  'AdminRestaurants',
  'AdminOutlets',
  'AdminDoctors',
  'BoardAppointment',
  'DoctorAccount',
  'InboxMessage',
  'Subscriber',
  'Refund',
  'ClinicAppointment',
  'DoctorSelf',
  'Publishing',
] as const;

export const staffApi = api.enhanceEndpoints({ addTagTypes: STAFF_TAG_TYPES });
