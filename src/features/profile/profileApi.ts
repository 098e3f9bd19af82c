import { api } from '../../app/api';

export type Gender = 'Not Selected' | 'Male' | 'Female';

export type UserProfile = {
  name: string;
  email: string;
  phone: string;
  address: { line1: string; line2: string };
  gender: Gender;
  dob: string;
  image: string;
};

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<UserProfile, void>({
      query: () => '/user/get-profile',
      transformResponse: (body: { userData: UserProfile }) => body.userData,
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileQuery } = profileApi;
