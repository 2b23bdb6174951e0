import { type QueryState, QueryView, Skeleton } from '@janmat/shared';
import { SidebarBox } from '../common/SidebarBox';
import { type FigureRow, FigureTable } from './FigureTable';

export interface FigureBoxProps<T> {
  title: string;
  query: QueryState<T[]>;
  toRow: (datum: T, index: number) => FigureRow;
  /** Rows the skeleton reserves while loading. */
  rows?: number;
}

/** A sidebar box of figures from one request, with its skeleton, empty and error states. */
export function FigureBox<T>({ title, query, toRow, rows = 4 }: FigureBoxProps<T>) {
  return (
    <SidebarBox title={title}>
      <QueryView
        query={query}
        skeleton={<Skeleton lines={rows} height="1.6rem" />}
        errorMessage="जानकारी लोड नहीं हो सकी।"
        empty="अभी जानकारी उपलब्ध नहीं है।"
      >
        {(data) => <FigureTable caption={title} rows={data.map(toRow)} />}
      </QueryView>
    </SidebarBox>
  );
}
