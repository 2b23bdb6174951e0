import type { NewsCard } from '@janmat/shared';

/** The parts of an RTK Query list result that a list view reads. */
export interface ListQuery {
  data?: NewsCard[];
  error?: unknown;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}
