import { LoadError, type QueryState, Skeleton } from '@janmat/shared';
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
  const { data, error, isLoading, isError, refetch } = query;
  return (
    <SidebarBox title={title}>
      {isLoading ? (
        <Skeleton lines={rows} height="1.6rem" />
      ) : isError ? (
        <LoadError error={error} onRetry={() => void refetch()} message="जानकारी लोड नहीं हो सकी।" />
      ) : data?.length ? (
        <FigureTable caption={title} rows={data.map(toRow)} />
      ) : (
        <p>अभी जानकारी उपलब्ध नहीं है।</p>
      )}
    </SidebarBox>
  );
}
