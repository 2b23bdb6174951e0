import { baseApi, type PushKey, type PushSubscriptionInput, type PushTopic } from '@janmat/shared';

/**
 * The bell's calls: the server's VAPID public key (base64url), the topics, and a subscription saved
 * (the same endpoint again updates its topics) or removed. Never read on the server: the dialog asks
 * for them once it is opened in the browser.
 */
const bellApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getPushKey: b.query<string, void>({
      query: () => 'push/key',
      transformResponse: (answer: PushKey) => answer.publicKey,
    }),
    getPushTopics: b.query<PushTopic[], void>({ query: () => 'push/topics' }),
    savePushSubscription: b.mutation<unknown, PushSubscriptionInput>({
      query: (body) => ({ url: 'push/subscriptions', method: 'POST', body }),
    }),
    removePushSubscription: b.mutation<unknown, string>({
      query: (endpoint) => ({ url: 'push/subscriptions', method: 'DELETE', body: { endpoint } }),
    }),
  }),
});

export const {
  useGetPushTopicsQuery,
  useLazyGetPushKeyQuery,
  useRemovePushSubscriptionMutation,
  useSavePushSubscriptionMutation,
} = bellApi;
