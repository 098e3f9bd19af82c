import type { Dictionary } from './types';
import {
  ACCOUNT_NOT_FOUND,
  ADMINS_ONLY,
  CANNOT_CHANGE_OWN_ROLE,
  ROLE_CHANGED,
  SAVED,
  STAFF_ONLY,
  STALE_SAVE,
} from '../messages/staff';
import { staffMessages } from '../validation/staff';

/** The staff console: its own strings, loaded with its code only. */
export const admin: Dictionary = {
  [STAFF_ONLY]: { id: 'Halaman ini hanya untuk staf situs', en: STAFF_ONLY },
  [ADMINS_ONLY]: { id: 'Hanya admin yang dapat melakukan ini', en: ADMINS_ONLY },
  [STALE_SAVE]: {
    id: 'Orang lain telah menyimpan ini sementara itu. Muat ulang untuk melihat perubahannya, lalu sunting lagi',
    en: STALE_SAVE,
  },
  [SAVED]: { id: 'Tersimpan', en: SAVED },
  [ROLE_CHANGED]: { id: 'Peran diubah', en: ROLE_CHANGED },
  [ACCOUNT_NOT_FOUND]: { id: 'Tidak ada akun dengan email ini', en: ACCOUNT_NOT_FOUND },
  [CANNOT_CHANGE_OWN_ROLE]: { id: 'Anda tidak dapat mengubah peran Anda sendiri', en: CANNOT_CHANGE_OWN_ROLE },
  [staffMessages.roleInvalid]: { id: 'Pilih peran', en: staffMessages.roleInvalid },
};
