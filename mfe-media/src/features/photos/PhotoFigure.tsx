import { css } from '@emotion/react';
import { IMAGE_SIZES, type PhotoItem, theme } from '@janmat/shared';

const figure = css({
  margin: 0,
  img: {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: `${IMAGE_SIZES.photo.width} / ${IMAGE_SIZES.photo.height}`,
    objectFit: 'cover',
    borderRadius: theme.radius.md,
    background: theme.colors.skeleton,
  },
  h2: {
    margin: `${theme.space.sm} 0 ${theme.space.xs}`,
    fontSize: theme.fontSizes.md,
    lineHeight: 1.4,
  },
  p: {
    margin: 0,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
  },
});

export interface PhotoFigureProps {
  photo: PhotoItem;
  /** The page's lead image: loaded at once, with high priority. */
  lead?: boolean;
}

/** One photo of an album with its name and description. */
export function PhotoFigure({ photo, lead = false }: PhotoFigureProps) {
  return (
    <figure css={figure}>
      <img
        src={photo.photo}
        alt={photo.name}
        width={IMAGE_SIZES.photo.width}
        height={IMAGE_SIZES.photo.height}
        loading={lead ? 'eager' : 'lazy'}
        fetchPriority={lead ? 'high' : undefined}
        decoding="async"
      />
      <figcaption>
        <h2>{photo.name}</h2>
        {photo.des ? <p>{photo.des}</p> : null}
      </figcaption>
    </figure>
  );
}
