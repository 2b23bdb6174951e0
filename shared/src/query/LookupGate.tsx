import type { ReactNode } from 'react';
import type { QueryState } from './QueryState';
import { QueryView } from './QueryView';

export interface LookupGateProps {
  /** The request that finds the page's subject (a category, a state, an author...). */
  lookup: QueryState<unknown>;
  /** Whether the loaded answer holds the subject the URL names. */
  found: boolean;
  /** Hindi text of the failure (`LoadError`'s own when absent). */
  errorMessage?: string;
  /** The page; it renders while the lookup loads too (with its own placeholders). */
  children: ReactNode;
}

/** A page whose subject is looked up: a failure with retry, the not-found page, or the page. */
export function LookupGate({ lookup, found, errorMessage, children }: LookupGateProps) {
  return (
    <QueryView query={lookup} skeleton={children} errorMessage={errorMessage} notFound={() => !found}>
      {() => children}
    </QueryView>
  );
}
