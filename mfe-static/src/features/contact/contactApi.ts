import { baseApi, type ContactMessage } from '@janmat/shared';

/** POST /api/insert: stores a contact message. The answer's body is not used. */
const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<void, ContactMessage>({
      query: (body) => ({ url: 'insert', method: 'POST', body }),
      transformResponse: () => undefined,
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
