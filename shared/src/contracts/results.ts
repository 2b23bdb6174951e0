/**
 * Election results (नतीजे): the readers' JSON (public, cached, keyed for the edge) and the feed that
 * brings the counts in. docs/results.md describes the data; decision 0025 how pages follow it.
 */

export type ElectionKind = 'lok-sabha' | 'vidhan-sabha' | 'by-election';
export type ElectionStatus = 'upcoming' | 'counting' | 'final';
export type SeatStatus = 'awaited' | 'counting' | 'won';
export type CandidateStatus = 'leading' | 'trailing' | 'won' | 'lost';

/** Hindi names of the kinds of elections. */
export const ELECTION_KIND_NAMES: Record<ElectionKind, string> = {
  'lok-sabha': 'लोकसभा',
  'vidhan-sabha': 'विधानसभा',
  'by-election': 'उपचुनाव',
};

/** One election as `GET /api/results` lists it. */
export interface ElectionSummary {
  slug: string;
  name: string;
  kind: ElectionKind;
  /** The state's Hindi name; null for a national election. */
  state: string | null;
  counting_date: string;
  seats: number;
  majority: number;
  status: ElectionStatus;
  /** A demonstration election (the seed's), marked «डेमो» wherever shown. */
  demo: boolean;
  updated_at: string;
}

export interface PartyTally {
  code: string;
  name: string;
  short: string;
  colour: string;
  alliance: string | null;
  won: number;
  leading: number;
  votes: number;
  /** Percent of every vote counted, one decimal. */
  vote_share: number;
}

export interface AllianceTally {
  name: string;
  won: number;
  leading: number;
}

export interface SeatLeader {
  /** The candidate's id. */
  candidate: number;
  /** The candidate's name. */
  name: string;
  party: string;
  votes: number;
  /** Votes ahead of the second. */
  margin: number;
}

export interface SeatSummary {
  number: number;
  slug: string;
  name: string;
  name_latin: string;
  district: string;
  reserved: 'SC' | 'ST' | null;
  status: SeatStatus;
  rounds_counted: number;
  rounds_total: number;
  leader: SeatLeader | null;
}

/** A seat declared: the winner's party, and the party that held it before (null: not known). */
export interface SeatChange {
  number: number;
  slug: string;
  name: string;
  party: string;
  from: string | null;
  at: string;
}

/** `GET /api/results/<election>`. */
export interface ElectionResults {
  election: ElectionSummary;
  parties: PartyTally[];
  alliances: AllianceTally[];
  constituencies: SeatSummary[];
  /** The latest declarations, newest first. */
  changes: SeatChange[];
  updated_at: string;
}

export interface CandidateResult {
  id: number;
  name: string;
  party: string;
  votes: number;
  /** Percent of the seat's votes, one decimal. */
  share: number;
  status: CandidateStatus;
}

/** `GET /api/results/<election>/<constituency slug>`. */
export interface SeatResults {
  election: ElectionSummary;
  constituency: Omit<SeatSummary, 'leader'>;
  /** Most votes first. */
  candidates: CandidateResult[];
  /** The parties standing in the seat (code → name, short name, colour). */
  parties: Pick<PartyTally, 'code' | 'name' | 'short' | 'colour'>[];
  margin: number;
  rounds_counted: number;
  rounds_total: number;
  updated_at: string;
}

/** A seat the finder matched (`GET /api/results/<election>/find?q=`). */
export type SeatMatch = Pick<SeatSummary, 'number' | 'slug' | 'name' | 'name_latin' | 'district'>;

/** How often an open results page asks again (the edge answers it from one copy). */
export const RESULTS_POLL_MS = 10_000;

/** One row of the counting feed. */
export interface CountRow {
  constituency: number;
  candidate: number;
  votes: number;
  round: number;
  rounds_total: number;
}

/** The feed's body: counts (idempotent by constituency, candidate, round) and seats declared. */
export interface CountBatch {
  counts: CountRow[];
  declare?: number[];
}

/** The readers' and the feed's addresses. */
export const RESULTS_API = {
  list: '/api/results',
  election: (slug: string) => `/api/results/${slug}`,
  seat: (slug: string, constituency: string) => `/api/results/${slug}/${constituency}`,
  /** `?q=<words>`: `{ data: SeatMatch[] }`, Hindi or Latin typing (a seat is never slugged `find`). */
  find: (slug: string) => `/api/results/${slug}/find`,
  /** POST a CountBatch: `Authorization: Bearer <RESULTS_TOKEN>` or an editor's session and CSRF token. */
  counts: (slug: string) => `/api/newsroom/results/${slug}/counts`,
} as const;

/**
 * Indian digit grouping: the last three digits, then pairs (1,23,456; 12,34,56,789).
 */
export function indianDigits(value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.trunc(Math.abs(value)));
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${sign}${pairs},${digits.slice(-3)}`;
}
