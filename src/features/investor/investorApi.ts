import { publicReads } from '../../shared/routing/publicReads';
import { api, readRequest } from '../../state/api';
import type { InvestorData } from '../../shared/contentTypes';
import { EMPTY_INVESTOR_DATA, normalizeInvestorData } from '../../shared/investorData';
import type { LangCode } from '../../shared/language';

export const investorApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The language is the argument, so it is part of the cache key: English and
    // Indonesian data are cached apart and never mixed on one page.
    getInvestorRelation: build.query<InvestorData, LangCode>({
      query: (lang) => readRequest(publicReads.investorRelation, lang),
      // The group's existing backend may answer the data bare or inside {success, data}.
      transformResponse: (body: unknown) => {
        const wrapped = body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body;
        return normalizeInvestorData(wrapped);
      },
      providesTags: [{ type: 'Investor', id: 'DATA' }],
    }),
  }),
});

export const { useGetInvestorRelationQuery } = investorApi;

/**
 * The investor data in the given language for the page. SPEC §8: a failed fetch shows
 * empty lists and no message, so a failure reads as EMPTY_INVESTOR_DATA (the error
 * stays in the cache, so the next visit asks again).
 */
export function useInvestorRelation(lang: LangCode): { data: InvestorData; isLoading: boolean } {
  const { currentData, isError } = useGetInvestorRelationQuery(lang);
  return { data: currentData ?? EMPTY_INVESTOR_DATA, isLoading: !currentData && !isError };
}
