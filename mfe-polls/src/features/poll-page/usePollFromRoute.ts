import { useParams } from '@janmat/shared';
import { pollPageApi } from './pollPageApi';

export type PollKind = 'user' | 'site';

const ENDPOINT = { user: 'getUserPoll', site: 'getSitePoll' } as const;

/** A positive whole number from the URL, or undefined for anything else. */
function parsePollId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

/**
 * The poll named by `/polls/:id/:name` or `/pp/polls/:id/:name`. `missing` is true for an id that is
 * not a number or that the server does not know (404), so the page can show the not-found page.
 */
export function usePollFromRoute(kind: PollKind) {
  const id = parsePollId(useParams().id);
  const query = pollPageApi.endpoints[ENDPOINT[kind]].useQuery(id ?? 0, { skip: id === undefined });
  const notFound = statusOf(query.error) === 404 || statusOf(query.error) === 400;
  return {
    poll: query.data ?? undefined,
    missing: id === undefined || notFound || query.data === null,
    error: notFound ? undefined : query.error,
    refetch: query.refetch,
  };
}
