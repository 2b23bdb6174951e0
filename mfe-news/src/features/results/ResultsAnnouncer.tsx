import { visuallyHidden } from '@janmat/shared';
import { useEffect, useRef, useState } from 'react';

/**
 * A polite live region: says `text` when `edition` changes after the page came (a new count polled
 * in), never at the first render, so a screen reader hears of updates without losing its place.
 */
export function ResultsAnnouncer({ edition, text }: { edition: string; text: string }) {
  const first = useRef(edition);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (edition !== first.current) setSaid(text);
  }, [edition, text]);
  return (
    <p role="status" aria-live="polite" css={visuallyHidden}>
      {said}
    </p>
  );
}
