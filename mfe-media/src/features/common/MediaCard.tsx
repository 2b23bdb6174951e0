import { css } from '@emotion/react';
import { Link, theme } from '@janmat/shared';

export interface MediaCardProps {
  /** Path built with `href.*`. */
  to: string;
  /** Router state handed to the page the card opens. */
  state?: unknown;
  image: string;
  size: { width: number; height: number };
  title: string;
  /** Extra line under the title. */
  note?: string;
  /** The first card of the page: its image loads at once, with high priority, instead of lazily. */
  eager?: boolean;
}

const link = css({
  position: 'relative',
  display: 'block',
  color: theme.colors.text,
  textDecoration: 'none',
  '&:hover h2': {
    textDecoration: 'underline',
  },
  img: {
    display: 'block',
    width: '100%',
    height: 'auto',
    objectFit: 'cover',
    borderRadius: theme.radius.md,
    background: theme.colors.skeleton,
  },
  h2: {
    margin: `${theme.space.sm} 0 0`,
    fontSize: theme.fontSizes.md,
    lineHeight: 1.4,
  },
  p: {
    margin: `${theme.space.xs} 0 0`,
    fontSize: theme.fontSizes.sm,
    color: theme.colors.textMuted,
  },
});

/** A picture card linking somewhere: album and web-story grids. Images load lazily unless `eager`. */
export function MediaCard({ to, state, image, size, title, note, eager = false }: MediaCardProps) {
  return (
    <Link to={to} state={state} css={link}>
      <img
        src={image}
        alt={title}
        width={size.width}
        height={size.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
      />
      <h2>{title}</h2>
      {note ? <p>{note}</p> : null}
    </Link>
  );
}
