import type { InboxMessage, Item, Page } from '@janmat/shared/contracts';
import { newsroomBase, newsroomCall, searchOf } from '../../api/newsroomApi';

const CONTACT_TAG = 'NewsroomContact' as const;

export type { InboxMessage };

const call = newsroomCall;
const tags = [CONTACT_TAG];

const contactApi = newsroomBase.enhanceEndpoints({ addTagTypes: tags }).injectEndpoints({
  endpoints: (b) => ({
    contacts: b.query<Page<InboxMessage>, { handled?: boolean; before?: number }>({
      queryFn: call((filters) => ({ url: `newsroom/contacts${searchOf(filters)}` })),
      providesTags: tags,
    }),
    markContact: b.mutation<Item<InboxMessage>, { id: number; handled: boolean }>({
      queryFn: call(({ id, handled }) => ({ url: `newsroom/contacts/${id}`, method: 'PATCH', body: { handled } })),
      invalidatesTags: tags,
    }),
  }),
});

export const { useContactsQuery, useMarkContactMutation } = contactApi;
