import { useRef, useState } from 'react';
import { conflictOf } from './errorMessage';

/**
 * The version of a desk row a form holds (the one it showed): a change is sent with it as `If-Match`.
 * A refusal for an older version (409) keeps the row as someone else saved it in `conflict`, until the
 * form takes it (`take`): reloaded into the form, or held to save the form's own text over it.
 */
export function useHeldVersion<Row extends { version: number }>(row: Row | undefined) {
  // Read by a save started in the same moment the version changed (keeping one's text over theirs).
  const held = useRef(row);
  const [conflict, setConflict] = useState<Row>();
  return {
    held: () => held.current,
    conflict,
    /** Whether the refusal was for an older version (its row is then in `conflict`). */
    stale: (error: unknown): boolean => {
      const current = conflictOf<Row>(error);
      if (current) setConflict(current);
      return current !== undefined;
    },
    take: (current: Row) => {
      held.current = current;
      setConflict(undefined);
    },
  };
}
