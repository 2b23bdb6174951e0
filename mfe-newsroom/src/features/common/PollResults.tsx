import { theme } from '@janmat/shared';

interface PollResultsProps {
  options: string[];
  votes: number[];
  totalVotes: number;
}

const bar = { height: '8px', background: theme.colors.surface, borderRadius: theme.radius.sm } as const;
const share = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));

/** A poll's options with their votes and shares, and the total. */
export function PollResults({ options, votes, totalVotes }: PollResultsProps) {
  return (
    <>
      <ul css={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {options.map((option, index) => {
          const count = votes[index] ?? 0;
          const percent = share(count, totalVotes);
          return (
            <li key={option} css={{ marginBottom: theme.space.xs }}>
              {option}: {count} वोट ({percent}%)
              <div css={bar} aria-hidden="true">
                <div css={{ ...bar, width: `${percent}%`, background: theme.colors.link }} />
              </div>
            </li>
          );
        })}
      </ul>
      <p css={{ margin: `${theme.space.xs} 0` }}>कुल वोट: {totalVotes}</p>
    </>
  );
}
