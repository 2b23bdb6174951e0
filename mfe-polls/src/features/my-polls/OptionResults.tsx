import { css } from '@emotion/react';
import { type Poll, theme } from '@janmat/shared';
import { optionsOf, percentages } from '../poll-widget/pollCounts';

const list = css({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space.xs });
const figure = css({ color: theme.colors.textMuted, whiteSpace: 'nowrap' });

/** Options 1–4 of a poll (those it has), each with its votes and share. */
export function OptionResults({ poll }: { poll: Poll }) {
  const options = optionsOf(poll);
  const shares = percentages(options.map((o) => o.count));
  return (
    <ol css={list}>
      {options.map((option, i) => (
        <li key={option.n}>
          {option.label}:{' '}
          <span css={figure}>
            {option.count} वोट ({shares[i] ?? 0}%)
          </span>
        </li>
      ))}
    </ol>
  );
}
