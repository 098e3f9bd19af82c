import { api } from '../../state/api';
import type { Role } from '../../shared/roles';
import type { Gender } from '../../shared/validation/profile';

export type { Gender } from '../../shared/validation/profile';

export type UserProfile = {
  name: string;
  email: string;
  phone: string;
  address: { line1: string; line2: string };
  gender: Gender;
  dob: string;
  image: string;
  /** Staff see a link to the console; the server checks the role again on every staff call. */
  role?: Role;
};

/** What the profile form saves; the e-mail is not part of it (it cannot change). */
export type ProfileUpdate = {
  name: string;
  phone: string;
  address: { line1: string; line2: string };
  gender: Gender;
  dob: string;
  image?: File | null;
};

export type UpdateProfileAnswer = { success: true; message: string };

/** The multipart body of POST /api/user/update-profile (SPEC §7): address travels as JSON text. */
export function profileFormData(update: ProfileUpdate): FormData {
  const form = new FormData();
  form.append('name', update.name);
  form.append('phone', update.phone);
  form.append('address', JSON.stringify({ line1: update.address.line1, line2: update.address.line2 }));
  form.append('gender', update.gender);
  form.append('dob', update.dob);
  if (update.image) form.append('image', update.image, update.image.name);
  return form;
}

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<UserProfile, void>({
      query: () => '/user/get-profile',
      transformResponse: (body: { userData: UserProfile }) => body.userData,
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<UpdateProfileAnswer, ProfileUpdate>({
      query: (update) => ({ url: '/user/update-profile', method: 'POST', body: profileFormData(update) }),
      // Saving reloads the profile everywhere it is shown (page, navbar picture).
      invalidatesTags: (result) => (result ? ['Profile'] : []),
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation } = profileApi;
