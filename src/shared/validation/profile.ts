// The rules of the profile form (SPEC §5), shared by MyProfilePage and the server's
// POST /api/user/update-profile.
import * as yup from 'yup';
import { NAME_MAX_LENGTH } from '../accountLimits';
import { isPlausibleBirthDate } from '../age';

export const GENDERS = ['Not Selected', 'Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

export const PHONE_MAX_LENGTH = 30;
export const ADDRESS_LINE_MAX_LENGTH = 200;

/** The picture formats the server accepts (it checks the bytes, not the name). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const profileMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters long`,
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  genderInvalid: 'Please choose Not Selected, Male or Female',
  dobInvalid: 'Please enter a valid date of birth',
  addressInvalid: 'Please enter a valid address',
  addressTooLong: `Address lines must be at most ${ADDRESS_LINE_MAX_LENGTH} characters long`,
  imageInvalid: 'Please upload an image file (JPEG, PNG, WebP or GIF)',
} as const;

// Digits with the usual separators and an optional leading +; at least 6 digits overall.
const PHONE = /^\+?[\d\s().-]+$/;

export function profileSchema(today: () => Date = () => new Date()) {
  return yup.object({
    name: yup.string().trim().required(profileMessages.nameRequired).max(NAME_MAX_LENGTH, profileMessages.nameTooLong),
    phone: yup
      .string()
      .trim()
      .required(profileMessages.phoneRequired)
      .max(PHONE_MAX_LENGTH, profileMessages.phoneInvalid)
      .test(
        'phone',
        profileMessages.phoneInvalid,
        (value) => !value || (PHONE.test(value) && value.replace(/\D/g, '').length >= 6),
      ),
    address: yup
      .object({
        line1: yup.string().trim().default('').max(ADDRESS_LINE_MAX_LENGTH, profileMessages.addressTooLong),
        line2: yup.string().trim().default('').max(ADDRESS_LINE_MAX_LENGTH, profileMessages.addressTooLong),
      })
      .typeError(profileMessages.addressInvalid)
      .required(profileMessages.addressInvalid),
    gender: yup.string().required(profileMessages.genderInvalid).oneOf(GENDERS, profileMessages.genderInvalid),
    // An empty date of birth stays allowed (accounts from before it was asked for).
    dob: yup
      .string()
      .trim()
      .default('')
      .test('plausible', profileMessages.dobInvalid, (value) => !value || isPlausibleBirthDate(value, today())),
  });
}
export type ProfileValues = yup.InferType<ReturnType<typeof profileSchema>>;

/** The picker's check before upload; the server checks the actual bytes again. */
export function isAcceptedImageFile(file: { type: string }): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
}
