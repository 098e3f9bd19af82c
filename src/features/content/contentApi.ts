import { api } from '../../state/api';
import type { AboutContent, CareerContent, ContactContent, HomeContent, OurBrandContent, Restaurant } from '../../shared/contentTypes';
import type { LangCode } from '../../shared/language';

// Every content call takes the language as its argument: it is part of the cache key,
// so switching language fetches (or reuses) that language's content, never a mix.
const inLanguage = (url: string, lang: LangCode) => ({ url, headers: { 'Accept-Language': lang } });

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeContent: build.query<HomeContent, LangCode>({
      query: (lang) => inLanguage('/home-content', lang),
      transformResponse: (body: { data: HomeContent }) => body.data,
      providesTags: [{ type: 'Content', id: 'home' }],
    }),
    getAboutContent: build.query<AboutContent, LangCode>({
      query: (lang) => inLanguage('/about-content', lang),
      transformResponse: (body: { data: AboutContent }) => body.data,
      providesTags: [{ type: 'Content', id: 'about' }],
    }),
    getContactContent: build.query<ContactContent, LangCode>({
      query: (lang) => inLanguage('/contact-content', lang),
      transformResponse: (body: { data: ContactContent }) => body.data,
      providesTags: [{ type: 'Content', id: 'contact' }],
    }),
    getCareerContent: build.query<CareerContent, LangCode>({
      query: (lang) => inLanguage('/career-content', lang),
      transformResponse: (body: { data: CareerContent }) => body.data,
      providesTags: [{ type: 'Content', id: 'career' }],
    }),
    getOurBrandContent: build.query<OurBrandContent, LangCode>({
      query: (lang) => inLanguage('/our-brand-content', lang),
      transformResponse: (body: { data: OurBrandContent }) => body.data,
      providesTags: [{ type: 'Content', id: 'our-brand' }],
    }),
    getRestaurants: build.query<Restaurant[], LangCode>({
      query: (lang) => inLanguage('/restaurants', lang),
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
