import { plainButton, toolbar } from './styles';

interface PagerProps {
  /** The `before` of the page shown; undefined on the newest. */
  before: number | undefined;
  /** The answer's `next`: null on the last page. */
  next: number | null;
  onPage: (before: number | undefined) => void;
}

/** Paging of a newest-first desk list: back to the newest, or on to older ones. */
export function Pager({ before, next, onPage }: PagerProps) {
  if (before === undefined && next === null) return null;
  return (
    <nav aria-label="पन्ने" css={toolbar}>
      {before !== undefined ? (
        <button type="button" css={plainButton} onClick={() => onPage(undefined)}>
          सबसे नए
        </button>
      ) : null}
      {next !== null ? (
        <button type="button" css={plainButton} onClick={() => onPage(next)}>
          और पुराने
        </button>
      ) : null}
    </nav>
  );
}
