import { baseApi, type Horoscope, type ListResponse, SUBJECT_LOOKUP, unwrapList } from '@janmat/shared';

export const astrologyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Today's reading for a zodiac code, or null when the server has none. */
    getHoroscope: build.query<Horoscope | null, string>({
      query: (code) => `rashifaldetails/${encodeURIComponent(code)}`,
      extraOptions: SUBJECT_LOOKUP,
      transformResponse: (response: ListResponse<Horoscope> | null) => unwrapList(response)[0] ?? null,
    }),
  }),
});

export const { useGetHoroscopeQuery } = astrologyApi;
