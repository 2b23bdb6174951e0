import { css } from '@emotion/react';
import { encodeAuthorId, href, Link, type NewsItem, theme } from '@janmat/shared';
import { articleDate } from './articleText';

const byline = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space.xs} ${theme.space.md}`,
  margin: `0 0 ${theme.space.sm}`,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  a: { fontWeight: 600 },
});

/** Who reported the story (linking the author page) and when. */
export function ArticleByline({ item }: { item: Pick<NewsItem, 'reporter' | 'reported_by' | 'created_at'> }) {
  return (
    <p css={byline}>
      <span>
        रिपोर्ट: <Link to={href.author({ id: encodeAuthorId(item.reporter) })}>{item.reported_by}</Link>
      </span>
      <span>
        प्रकाशित: <time dateTime={item.created_at.slice(0, 10)}>{articleDate(item.created_at)}</time>
      </span>
    </p>
  );
}
