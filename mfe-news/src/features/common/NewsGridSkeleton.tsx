import { CardSkeleton } from './CardSkeleton';
import { gridCss } from './NewsGrid';

export interface NewsGridSkeletonProps {
  count?: number;
  layout?: keyof typeof gridCss;
}

/** The grid of cards while the list loads, laid out exactly like NewsGrid. */
export function NewsGridSkeleton({ count = 6, layout = 'list' }: NewsGridSkeletonProps) {
  const keys = Array.from({ length: count }, (_, i) => `card-${i}`);
  return (
    <ul css={gridCss[layout]} aria-hidden="true" data-testid="grid-skeleton">
      {keys.map((key) => (
        <li key={key}>
          <CardSkeleton row={layout === 'rows'} />
        </li>
      ))}
    </ul>
  );
}
