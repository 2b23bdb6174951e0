import type { Page, PushLogEntry } from '@janmat/shared/contracts';
import { newsroomBase, newsroomCall, searchOf } from '../../api/newsroomApi';

/** Editors: the pushes sent (or held back), newest first, a page at a time. */
const pushApi = newsroomBase.injectEndpoints({
  endpoints: (b) => ({
    pushLog: b.query<Page<PushLogEntry>, { before?: number }>({
      queryFn: newsroomCall((args) => ({ url: `newsroom/pushes${searchOf(args)}` })),
    }),
  }),
});

export const { usePushLogQuery } = pushApi;
