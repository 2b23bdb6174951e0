import { css } from '@emotion/react';
import { theme } from '@janmat/shared';
import { useEffect, useRef } from 'react';
import { type PollOption, percentages } from './pollCounts';
import { ResultBar } from './ResultBar';

export interface PollResultsProps {
  options: PollOption[];
  /** The option this visitor just chose, when known. */
  chosen?: number | null;
  /** The counts change as votes arrive: the total is a polite live region (screen readers hear it). */
  announce?: boolean;
}

const list = css({ margin: 0, padding: 0, listStyle: 'none' });
const total = css({ margin: `${theme.space.sm} 0 0`, fontWeight: 600, color: theme.colors.textMuted });

/** The results state: a bar per option with whole percentages that add up to 100, and the total. */
export function PollResults({ options, chosen = null, announce = false }: PollResultsProps) {
  const region = useRef<HTMLElement>(null);
  const shares = percentages(options.map((o) => o.count));
  const sum = options.reduce((s, o) => s + o.count, 0);

  // The vote button is gone once results show: keep keyboard focus inside the widget.
  useEffect(() => {
    if (region.current?.contains(document.activeElement) === false) region.current.focus({ preventScroll: true });
  }, []);

  return (
    <section ref={region} tabIndex={-1} aria-label="पोल के नतीजे">
      <ul css={list}>
        {options.map((option, i) => (
          <ResultBar
            key={option.n}
            label={option.label}
            count={option.count}
            percent={shares[i] ?? 0}
            mine={option.n === chosen}
          />
        ))}
      </ul>
      <p css={total} aria-live={announce ? 'polite' : undefined}>
        कुल वोट: {sum}
      </p>
    </section>
  );
}
