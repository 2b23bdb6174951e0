import { css } from '@emotion/react';
import { Skeleton } from '@janmat/shared';
import { CardGrid, type GridColumns } from './CardGrid';

export interface CardGridSkeletonProps {
  columns: GridColumns;
  count: number;
  /** Width and height of the card's image, for its aspect ratio. */
  image: { width: number; height: number };
  /** Lines of text under the image. */
  lines?: number;
}

/** Placeholder cards shaped like the real ones while a grid loads. */
export function CardGridSkeleton({ columns, count, image, lines = 1 }: CardGridSkeletonProps) {
  const frame = css({ aspectRatio: `${image.width} / ${image.height}`, marginBottom: lines ? 8 : 0 });
  const keys = Array.from({ length: count }, (_, i) => `placeholder-${i}`);
  return (
    <div aria-busy="true">
      <CardGrid columns={columns}>
        {keys.map((key) => (
          <li key={key} aria-hidden="true">
            <div css={frame}>
              <Skeleton height="100%" radius={4} />
            </div>
            {lines ? <Skeleton lines={lines} height="1.2em" /> : null}
          </li>
        ))}
      </CardGrid>
    </div>
  );
}
