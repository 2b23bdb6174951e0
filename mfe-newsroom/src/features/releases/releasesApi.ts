import type { ReleaseHistoryEntry, RemoteName, SectionRelease, SectionReleaseStatus } from '@janmat/shared/contracts';
import { RELEASES_API } from '@janmat/shared/contracts';
import { newsroomBase, newsroomCall } from '../../api/newsroomApi';

const RELEASE_TAG = 'NewsroomRelease' as const;
const STATUS = { type: RELEASE_TAG, id: 'STATUS' } as const;

/** The contract's paths are absolute (`/api/releases`); the portal's api adds its own base. */
const path = (absolute: string) => absolute.replace(/^\/api\//, '');

/** A promotion or rollback of one section, with the reason the audit log keeps (optional). */
interface ReleaseStep {
  section: RemoteName;
  reason?: string;
}

const call = newsroomCall;
const bodyOf = ({ reason }: ReleaseStep) => (reason ? { reason } : {});

const releasesApi = newsroomBase.enhanceEndpoints({ addTagTypes: [RELEASE_TAG] }).injectEndpoints({
  endpoints: (b) => ({
    releaseStatus: b.query<{ sections: SectionReleaseStatus[] }, void>({
      queryFn: call(() => ({ url: path(RELEASES_API.status) })),
      providesTags: [STATUS],
    }),
    releaseHistory: b.query<{ items: ReleaseHistoryEntry[] }, RemoteName>({
      queryFn: call((section) => ({ url: path(RELEASES_API.history(section)) })),
      providesTags: (_r, _e, section) => [{ type: RELEASE_TAG, id: section }],
    }),
    promoteRelease: b.mutation<{ section: SectionRelease }, ReleaseStep>({
      queryFn: call((step) => ({ url: path(RELEASES_API.promote(step.section)), method: 'POST', body: bodyOf(step) })),
      invalidatesTags: (_r, _e, { section }) => [STATUS, { type: RELEASE_TAG, id: section }],
    }),
    rollbackRelease: b.mutation<{ section: SectionRelease }, ReleaseStep>({
      queryFn: call((step) => ({ url: path(RELEASES_API.rollback(step.section)), method: 'POST', body: bodyOf(step) })),
      invalidatesTags: (_r, _e, { section }) => [STATUS, { type: RELEASE_TAG, id: section }],
    }),
  }),
});

export const { useReleaseStatusQuery, useReleaseHistoryQuery, usePromoteReleaseMutation, useRollbackReleaseMutation } =
  releasesApi;
