import type { AuditEntry, Page } from '@janmat/shared/contracts';
import { newsroomBase, newsroomCall, searchOf } from '../../api/newsroomApi';

/** Admins: the newsroom's audit log, newest first, a page at a time. */
const auditApi = newsroomBase.injectEndpoints({
  endpoints: (b) => ({
    audit: b.query<Page<AuditEntry>, { before?: number }>({
      queryFn: newsroomCall((args) => ({ url: `newsroom/audit${searchOf(args)}` })),
    }),
  }),
});

export const { useAuditQuery } = auditApi;
