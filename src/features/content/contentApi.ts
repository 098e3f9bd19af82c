import { publicReads } from '../../shared/routing/publicReads';
import { api, readRequest } from '../../state/api';
import type {
  AboutContent,
  CareerContent,
  ContactContent,
  HomeContent,
  OurBrandContent,
  Restaurant,
} from '../../shared/contentTypes';
import type { LangCode } from '../../shared/language';

// Every content call takes the language as its argument: it is part of the cache key,
// so switching language fetches (or reuses) that language's content, never a mix.
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeContent: build.query<HomeContent, LangCode>({
      query: (lang) => readRequest(publicReads.homeContent, lang),
      transformResponse: (body: { data: HomeContent }) => body.data,
      providesTags: [{ type: 'Content', id: 'home' }],
    }),
    getAboutContent: build.query<AboutContent, LangCode>({
      query: (lang) => readRequest(publicReads.aboutContent, lang),
      transformResponse: (body: { data: AboutContent }) => body.data,
      providesTags: [{ type: 'Content', id: 'about' }],
    }),
    getContactContent: build.query<ContactContent, LangCode>({
      query: (lang) => readRequest(publicReads.contactContent, lang),
      transformResponse: (body: { data: ContactContent }) => body.data,
      providesTags: [{ type: 'Content', id: 'contact' }],
    }),
    getCareerContent: build.query<CareerContent, LangCode>({
      query: (lang) => readRequest(publicReads.careerContent, lang),
      transformResponse: (body: { data: CareerContent }) => body.data,
      providesTags: [{ type: 'Content', id: 'career' }],
    }),
    getOurBrandContent: build.query<OurBrandContent, LangCode>({
      query: (lang) => readRequest(publicReads.ourBrandContent, lang),
      transformResponse: (body: { data: OurBrandContent }) => body.data,
      providesTags: [{ type: 'Content', id: 'our-brand' }],
    }),
    getRestaurants: build.query<Restaurant[], LangCode>({
      query: (lang) => readRequest(publicReads.restaurants, lang),
      transformResponse: (body: { data: Restaurant[] }) => body.data,
      providesTags: (result = []) => [
        { type: 'Restaurants', id: 'LIST' },
        ...result.map((restaurant) => ({ type: 'Restaurants' as const, id: restaurant._id })),
      ],
    }),
  }),
});

export const {
  useGetHomeContentQuery,
  useGetAboutContentQuery,
  useGetContactContentQuery,
  useGetCareerContentQuery,
  useGetOurBrandContentQuery,
  useGetRestaurantsQuery,
} = contentApi;
