import {
  baseApi,
  type GoldDatum,
  type MarketDatum,
  type NewsCard,
  unwrapList,
  type WeatherDatum,
} from '@janmat/shared';

/** Home page data: the news feed and the weather, market and gold boxes. */
export const homeApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getNewsAll: b.query<NewsCard[], void>({ query: () => 'newsall', transformResponse: unwrapList }),
    getWeather: b.query<WeatherDatum[], void>({ query: () => 'datas', transformResponse: unwrapList }),
    getMarket: b.query<MarketDatum[], void>({ query: () => 'datas2', transformResponse: unwrapList }),
    getGold: b.query<GoldDatum[], void>({ query: () => 'datas3', transformResponse: unwrapList }),
  }),
});

export const { useGetNewsAllQuery, useGetWeatherQuery, useGetMarketQuery, useGetGoldQuery } = homeApi;
