import {
  baseApi,
  type GoldDatum,
  type MarketDatum,
  type NewsCard,
  unwrapList,
  type WeatherDatum,
} from '@janmat/shared';
import { HOME_SECTION_SIZE } from './splitNewsAll';

/**
 * Home page data: the news feed and the weather, market and gold boxes. The feed asks only the stories
 * the page shows (`per_type`: the lists' size), not every story ever written (the spec's newsall).
 */
export const homeApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getNewsAll: b.query<NewsCard[], void>({
      query: () => `newsall?per_type=${HOME_SECTION_SIZE}`,
      transformResponse: unwrapList,
    }),
    getWeather: b.query<WeatherDatum[], void>({ query: () => 'datas', transformResponse: unwrapList }),
    getMarket: b.query<MarketDatum[], void>({ query: () => 'datas2', transformResponse: unwrapList }),
    getGold: b.query<GoldDatum[], void>({ query: () => 'datas3', transformResponse: unwrapList }),
  }),
});

export const { useGetNewsAllQuery, useGetWeatherQuery, useGetMarketQuery, useGetGoldQuery } = homeApi;
