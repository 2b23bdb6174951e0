import type {
  AuditEntry,
  CountBatch,
  ElectionResults,
  ElectionSummary,
  Item,
  SeatResults,
} from '@janmat/shared/contracts';
import { newsroomBase, newsroomCall } from '../../api/newsroomApi';

const RESULTS_TAG = 'NewsroomResults' as const;
const tags = [RESULTS_TAG];
const call = newsroomCall;

export type ImportKind = 'parties' | 'constituencies' | 'candidates';

/** A new election as the desk's form sends it. */
export interface NewElection {
  slug: string;
  name: string;
  kind: ElectionSummary['kind'];
  state: string | null;
  counting_date: string;
  seats: number;
  majority: number;
}

/** A refused import's faults, each naming its line. */
export interface ImportFault {
  line: number;
  message: string;
}

/** The «नतीजे» desk (`/api/newsroom/results…`): elections, CSV imports, counts, declarations, the audit log. */
const resultsDeskApi = newsroomBase.enhanceEndpoints({ addTagTypes: tags }).injectEndpoints({
  endpoints: (b) => ({
    deskElections: b.query<{ data: ElectionSummary[] }, void>({
      queryFn: call(() => ({ url: 'newsroom/results' })),
      providesTags: tags,
    }),
    createElection: b.mutation<Item<ElectionSummary>, NewElection>({
      queryFn: call((body) => ({ url: 'newsroom/results', method: 'POST', body })),
      invalidatesTags: tags,
    }),
    setElectionStatus: b.mutation<Item<ElectionSummary>, { slug: string; status: ElectionSummary['status'] }>({
      queryFn: call(({ slug, status }) => ({ url: `newsroom/results/${slug}`, method: 'PATCH', body: { status } })),
      invalidatesTags: tags,
    }),
    importCsv: b.mutation<{ imported: number }, { slug: string; kind: ImportKind; csv: string }>({
      queryFn: call(({ slug, kind, csv }) => ({
        url: `newsroom/results/${slug}/import`,
        method: 'POST',
        body: { kind, csv },
      })),
      invalidatesTags: tags,
    }),
    sendCounts: b.mutation<{ accepted: number; declared: number }, { slug: string; batch: CountBatch }>({
      queryFn: call(({ slug, batch }) => ({ url: `newsroom/results/${slug}/counts`, method: 'POST', body: batch })),
      invalidatesTags: tags,
    }),
    electionAudit: b.query<{ data: AuditEntry[] }, string>({
      queryFn: call((slug) => ({ url: `newsroom/results/${slug}/audit` })),
      providesTags: tags,
    }),
    /** The readers' answers, as the desk reads them to pick a seat and its candidates. */
    deskTally: b.query<ElectionResults, string>({
      queryFn: call((slug) => ({ url: `results/${slug}` })),
      providesTags: tags,
    }),
    deskSeat: b.query<SeatResults, { slug: string; seat: string }>({
      queryFn: call(({ slug, seat }) => ({ url: `results/${slug}/${seat}` })),
      providesTags: tags,
    }),
  }),
});

export const {
  useDeskElectionsQuery,
  useCreateElectionMutation,
  useSetElectionStatusMutation,
  useImportCsvMutation,
  useSendCountsMutation,
  useElectionAuditQuery,
  useDeskTallyQuery,
  useDeskSeatQuery,
} = resultsDeskApi;

/** The lines a refused import names (`{ message, lines }`), if any. */
export function importFaults(error: unknown): ImportFault[] {
  const lines = (error as { data?: { lines?: unknown } } | undefined)?.data?.lines;
  return Array.isArray(lines) ? (lines as ImportFault[]) : [];
}
