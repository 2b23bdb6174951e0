import { NotFound } from '@janmat/shared';
import type { ReactNode } from 'react';
import { QueryError } from './QueryError';

export interface LookupGateProps {
  /** The request that finds the page's subject (a category, a state, an author...). */
  lookup: { isSuccess: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  /** Whether the loaded answer holds the subject the URL names. */
  found: boolean;
  children: ReactNode;
}

/** Shows the page once its subject is known: an error with retry, the not-found page, or the page. */
export function LookupGate({ lookup, found, children }: LookupGateProps) {
  if (lookup.isError) return <QueryError error={lookup.error} onRetry={() => void lookup.refetch()} />;
  if (lookup.isSuccess && !found) return <NotFound />;
  return <>{children}</>;
}
