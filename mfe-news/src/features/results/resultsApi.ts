import {
  baseApi,
  type ElectionResults,
  type ElectionSummary,
  REFUSAL_IS_ANSWER,
  type Refused,
  type SeatMatch,
  type SeatResults,
  SUBJECT_LOOKUP,
  unwrapList,
} from '@janmat/shared';

export interface SeatArg {
  election: string;
  constituency: string;
}

export interface FinderArg {
  election: string;
  q: string;
}

/**
 * Election results (`/api/results…`, public and kept by the edge): the elections, an election's tally
 * and seats (polled every 10 s by an open page while it counts), one seat, and the seat finder.
 */
export const resultsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getElections: b.query<ElectionSummary[], void>({ query: () => 'results', transformResponse: unwrapList }),
    getElectionResults: b.query<ElectionResults | null, string>({
      query: (election) => `results/${encodeURIComponent(election)}`,
      extraOptions: SUBJECT_LOOKUP,
    }),
    getSeatResults: b.query<SeatResults | null, SeatArg>({
      query: ({ election, constituency }) =>
        `results/${encodeURIComponent(election)}/${encodeURIComponent(constituency)}`,
      extraOptions: SUBJECT_LOOKUP,
    }),
    findSeats: b.query<{ data: SeatMatch[] } | Refused, FinderArg>({
      query: ({ election, q }) => `results/${encodeURIComponent(election)}/find?q=${encodeURIComponent(q)}`,
      extraOptions: REFUSAL_IS_ANSWER,
    }),
  }),
});

export const { useGetElectionsQuery, useGetElectionResultsQuery, useGetSeatResultsQuery, useFindSeatsQuery } =
  resultsApi;
