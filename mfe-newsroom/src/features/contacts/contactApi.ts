import { newsroomBase, newsroomCall, searchOf } from '../../api/newsroomApi';
import type { DeskItem, DeskList } from '../../app/deskList';

const CONTACT_TAG = 'NewsroomContact' as const;

/** A contact-form message, exactly as sent: plain text, never markup. */
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** The visitor's own clock, the site's `YYYY-MM-DD HH:mm:ss`. */
  sentAt: string;
  /** The server's, ISO 8601 (UTC). */
  receivedAt: string;
  handled: boolean;
  handledAt: string | null;
  handledBy: { id: number; name: string } | null;
}

const call = newsroomCall;
const tags = [CONTACT_TAG];

const contactApi = newsroomBase.enhanceEndpoints({ addTagTypes: tags }).injectEndpoints({
  endpoints: (b) => ({
    contacts: b.query<DeskList<ContactMessage>, { handled?: boolean; before?: number }>({
      queryFn: call((filters) => ({ url: `newsroom/contacts${searchOf(filters)}` })),
      providesTags: tags,
    }),
    markContact: b.mutation<DeskItem<ContactMessage>, { id: number; handled: boolean }>({
      queryFn: call(({ id, handled }) => ({ url: `newsroom/contacts/${id}`, method: 'PATCH', body: { handled } })),
      invalidatesTags: tags,
    }),
  }),
});

export const { useContactsQuery, useMarkContactMutation } = contactApi;
