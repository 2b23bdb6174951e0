import type { LiveFeed } from '@janmat/shared';
import { useEffect, useState } from 'react';

/**
 * Whether an update the page already shows was corrected or deleted since: the first answer after
 * each newest-shown update (`seen`) sets what those updates are (`edition`; the page's own answer
 * for the updates it came with), and a later answer with another edition says they changed.
 */
export function useEdited(
  answer: LiveFeed | undefined,
  seen: number,
  pageLatest: number,
  pageEdition: string,
): boolean {
  const [baseline, setBaseline] = useState({ after: pageLatest, edition: pageEdition });
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    if (!answer) return;
    if (baseline.after !== seen) setBaseline({ after: seen, edition: answer.edition });
    else if (answer.edition !== baseline.edition) setEdited(true);
  }, [answer, seen, baseline]);
  return edited;
}
