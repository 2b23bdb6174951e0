/**
 * The edge keys of the results' answers (core/edgeKeys.ts): a count batch purges its seats and its
 * election's tally, never the rest of the site.
 */

/** The list of elections (`/api/results`) and what shows it (the home page's strip). */
export const RESULTS_KEY = 'results';
/** An election's tally, seat grid and latest changes (`/api/results/<election>`). */
export const electionKey = (slug: string) => `results:${slug}`;
/** What every answer of an election shows about the election itself (its name, status). */
export const electionInfoKey = (slug: string) => `results:${slug}:info`;
/** One seat's answer (`/api/results/<election>/<constituency>`). */
export const seatKey = (slug: string, number: number) => `results:${slug}:${number}`;

/**
 * What a count batch changed: its seats and the election's tally. Not the list of elections: its
 * entries change with the election itself (its status, its details), not with its counts.
 */
export const countKeys = (slug: string, seats: Iterable<number>): string[] => [
  ...[...seats].map((number) => seatKey(slug, number)),
  electionKey(slug),
];

/** What a change to the election itself (its status, its parties, seats or candidates) changed: all of it. */
export const wholeElectionKeys = (slug: string): string[] => [electionInfoKey(slug), electionKey(slug), RESULTS_KEY];
