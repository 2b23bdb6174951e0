import { css } from '@emotion/react';
import { href, Link, mq, type Poll, slugify, theme } from '@janmat/shared';
import { OptionResults } from './OptionResults';

const scroller = css({ overflowX: 'auto', margin: `${theme.space.md} 0` });
const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.fontSizes.sm,
  [mq.md]: { fontSize: theme.fontSizes.md },
  caption: { textAlign: 'start', padding: `${theme.space.sm} 0`, color: theme.colors.textMuted },
  'th, td': {
    padding: theme.space.sm,
    borderBottom: `1px solid ${theme.colors.border}`,
    textAlign: 'start',
    verticalAlign: 'top',
  },
  'thead th': { background: theme.colors.surface },
  'tbody th': { fontWeight: 600, minWidth: '9rem' },
});
const badge = css({
  display: 'inline-block',
  padding: `2px ${theme.space.sm}`,
  borderRadius: theme.radius.pill,
  background: theme.colors.success,
  color: theme.colors.background,
  fontSize: theme.fontSizes.sm,
});

/** The visitor's polls: title with its link, the Published label, and each option's result. */
export function MyPollsTable({ polls }: { polls: Poll[] }) {
  return (
    <div css={scroller}>
      <table css={table}>
        <caption>आपके बनाए पोल और उनके नतीजे ({polls.length})</caption>
        <thead>
          <tr>
            <th scope="col">पोल</th>
            <th scope="col">स्थिति</th>
            <th scope="col">विकल्प और नतीजे</th>
          </tr>
        </thead>
        <tbody>
          {polls.map((poll) => (
            <tr key={poll.poll_id}>
              <th scope="row">
                <Link to={href.userPoll({ id: poll.poll_id, name: slugify(poll.name) })}>{poll.name}</Link>
              </th>
              <td>
                <span css={badge}>Published</span>
              </td>
              <td>
                <OptionResults poll={poll} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
