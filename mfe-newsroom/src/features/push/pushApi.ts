import type { Page, PushLogEntry, PushTopic } from '@janmat/shared/contracts';
import { newsroomBase, newsroomCall, searchOf } from '../../api/newsroomApi';

/** Editors: the pushes sent (or held back), newest first, a page at a time; the topics' Hindi names. */
const pushApi = newsroomBase.injectEndpoints({
  endpoints: (b) => ({
    pushLog: b.query<Page<PushLogEntry>, { before?: number }>({
      queryFn: newsroomCall((args) => ({ url: `newsroom/pushes${searchOf(args)}` })),
    }),
    pushTopics: b.query<PushTopic[], void>({
      queryFn: newsroomCall(() => ({ url: 'push/topics' })),
    }),
  }),
});

export const { usePushLogQuery, usePushTopicsQuery } = pushApi;
