import { css } from '@emotion/react';
import { href, isRefused, Link, primaryButton, theme, useNavigate } from '@janmat/shared';
import type { FormEvent } from 'react';
import { useFindSeatsQuery } from './resultsApi';
import { RESULTS_TEXTS as T } from './resultsTexts';

const form = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: theme.space.sm,
  alignItems: 'end',
  label: { display: 'flex', flexDirection: 'column', gap: theme.space.xs, fontSize: theme.fontSizes.sm },
  input: {
    minHeight: '44px',
    padding: `0 ${theme.space.sm}`,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.sm,
    font: 'inherit',
    fontSize: theme.fontSizes.md,
  },
});
const submit = css({ ...primaryButton, padding: `0 ${theme.space.lg}` });
const found = css({ margin: `${theme.space.sm} 0 0`, paddingInlineStart: theme.space.lg });

export interface SeatFinderProps {
  election: string;
  /** The words of the address (`?q=`), if any: their seats are listed under the form. */
  words: string | undefined;
}

/**
 * Finds a seat by its name in Hindi or as typed on an English keyboard (the search's romanisation, on
 * the server). A plain GET form to the election's own page, so it works without scripts; with them it
 * goes there without a page load.
 */
export function SeatFinder({ election, words }: SeatFinderProps) {
  const navigate = useNavigate();
  const answer = useFindSeatsQuery({ election, q: words ?? '' }, { skip: !words });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('q');
    const q = field instanceof HTMLInputElement ? field.value.trim() : '';
    const to = q ? `${href.results({ election })}?${new URLSearchParams({ q })}` : href.results({ election });
    void Promise.resolve().then(() => navigate(to));
  };
  const data = answer.currentData;
  return (
    <div>
      <form
        method="get"
        action={href.results({ election })}
        css={form}
        onSubmit={onSubmit}
        aria-label={T.finderHeading}
      >
        <label>
          {T.finderLabel}
          <input name="q" type="search" defaultValue={words ?? ''} maxLength={100} key={words ?? ''} />
        </label>
        <button type="submit" css={submit}>
          {T.finderButton}
        </button>
      </form>
      {data && isRefused(data) && <p role="alert">{data.refused}</p>}
      {data && !isRefused(data) && data.data.length === 0 && <p>{T.finderNone}</p>}
      {data && !isRefused(data) && data.data.length > 0 && (
        <ul css={found}>
          {data.data.map((seat) => (
            <li key={seat.number}>
              <Link to={href.resultsSeat({ election, constituency: seat.slug })}>
                {seat.number}. {seat.name} ({seat.name_latin}), {seat.district}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
