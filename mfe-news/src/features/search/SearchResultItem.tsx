import { css } from '@emotion/react';
import { href, IMAGE_SIZES, Link, mq, type SearchResult, theme } from '@janmat/shared';
import { newsPhotoStyle, Photo } from '@janmat/shared/photo';
import { articleDate } from '../article/articleText';
import { SearchSnippet } from './SearchSnippet';

const item = css({
  display: 'grid',
  gridTemplateColumns: '112px minmax(0, 1fr)',
  gap: theme.space.md,
  alignItems: 'start',
  padding: `${theme.space.md} 0`,
  borderBottom: `1px solid ${theme.colors.border}`,
  img: newsPhotoStyle(theme.radius.sm),
  [mq.md]: { gridTemplateColumns: '200px minmax(0, 1fr)' },
});

const title = css({
  margin: 0,
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.4,
  a: { color: theme.colors.text, textDecoration: 'none' },
  'a:hover': { textDecoration: 'underline' },
});

const meta = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${theme.space.md}`,
  margin: `${theme.space.xs} 0 0`,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
});

const PHOTO_SIZES = `(min-width: 640px) 200px, 112px`;

export interface SearchResultItemProps {
  hit: SearchResult;
  /** The name of the story's section, when known. */
  section?: string;
}

/**
 * A found story: its photo, its headline linking to the article, its section and date, and the
 * snippet with the matched words marked. The headline names the link, so the photo is decorative.
 */
export function SearchResultItem({ hit, section }: SearchResultItemProps) {
  const to = href.article({ type: hit.type, url: hit.url });
  return (
    <article css={item}>
      <Link to={to} tabIndex={-1} aria-hidden="true">
        <Photo
          src={hit.photo}
          alt=""
          sizes={PHOTO_SIZES}
          width={IMAGE_SIZES.news.width}
          height={IMAGE_SIZES.news.height}
          loading="lazy"
          decoding="async"
        />
      </Link>
      <div>
        <h2 css={title}>
          <Link to={to}>{hit.name}</Link>
        </h2>
        <p css={meta}>
          {section ? <span>{section}</span> : null}
          <time dateTime={hit.created_at.slice(0, 10)}>{articleDate(hit.created_at)}</time>
        </p>
        <SearchSnippet snippet={hit.snippet} />
      </div>
    </article>
  );
}
