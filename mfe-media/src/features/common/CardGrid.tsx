import { css } from '@emotion/react';
import { mq, theme } from '@janmat/shared';
import type { ReactNode } from 'react';

export interface GridColumns {
  /** Columns on small screens. */
  base: number;
  /** From `mq.md`. */
  md: number;
  /** From `mq.lg`. */
  lg: number;
}

const repeat = (n: number) => `repeat(${n}, minmax(0, 1fr))`;

const gridCss = (columns: GridColumns) =>
  css({
    listStyle: 'none',
    margin: `${theme.space.md} 0`,
    padding: 0,
    display: 'grid',
    gap: theme.space.md,
    gridTemplateColumns: repeat(columns.base),
    [mq.md]: { gridTemplateColumns: repeat(columns.md) },
    [mq.lg]: { gridTemplateColumns: repeat(columns.lg) },
  });

export interface CardGridProps {
  columns: GridColumns;
  children: ReactNode;
  /** Accessible name of the list. */
  label?: string;
  id?: string;
}

/** A list laid out as a grid, mobile first: `columns.base`, then `columns.md`, then `columns.lg`. */
export function CardGrid({ columns, children, label, id }: CardGridProps) {
  return (
    <ul css={gridCss(columns)} aria-label={label} id={id}>
      {children}
    </ul>
  );
}
