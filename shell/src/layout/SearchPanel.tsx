import { css } from '@emotion/react';
import {
  href,
  primaryButton,
  SEARCH_QUERY_MAX,
  type SearchSuggestion,
  theme,
  useNavigate,
  visuallyHidden,
} from '@janmat/shared';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { SearchSuggestions } from './SearchSuggestions';
import { useSuggestSearchQuery } from './searchApi';
import { SEARCH_PANEL_ID } from './searchPanelId';
import { useDebounced } from './useDebounced';

/** How long the words must rest before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 250;

const panelCss = css({
  maxWidth: theme.maxWidth,
  margin: '0 auto',
  padding: `0 ${theme.space.md} ${theme.space.sm}`,
});

const rowCss = css({ position: 'relative', display: 'flex', gap: theme.space.sm });

const inputCss = css({
  flex: 1,
  minWidth: 0,
  minHeight: '44px',
  padding: `0 ${theme.space.md}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.pill,
  font: 'inherit',
  fontSize: theme.fontSizes.md,
  color: theme.colors.text,
  background: theme.colors.background,
});

const submitCss = css({ ...primaryButton, padding: `0 ${theme.space.md}` });

export interface SearchPanelProps {
  /** Closes the panel; `refocus` puts focus back on the search button (Escape). */
  onClose: (refocus: boolean) => void;
}

/** The next option up or down, through «none» (-1, the input itself) at either end. */
const cycle = (current: number, step: number, count: number) => ((current + 1 + step + count + 1) % (count + 1)) - 1;

/** Where a search for `q` shows its results. */
const resultsOf = (q: string) => `${href.search()}?${new URLSearchParams({ q })}`;

/**
 * The header's search field: a search landmark with a labelled combobox. Suggested stories come as
 * the reader types (once the words have rested 250 ms) in a listbox the arrow keys move through,
 * their count told to screen readers; Enter opens the chosen story, or else the results page.
 * Escape closes the panel. Without scripts the button does nothing; `/search` works on its own.
 */
export function SearchPanel({ onClose }: SearchPanelProps) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [words, setWords] = useState('');
  const [active, setActive] = useState(-1);
  const query = useDebounced(words.trim(), SUGGEST_DELAY_MS);
  const { currentData } = useSuggestSearchQuery(query, { skip: !query });
  const items = query && words.trim() === query ? (currentData ?? []) : [];
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const open = items.length > 0;

  useEffect(() => input.current?.focus(), []);

  const go = (to: string) => {
    onClose(false);
    // After the event: the router navigates in a transition, which React would otherwise take for the
    // form's own action on a form it does not run.
    void Promise.resolve().then(() => navigate(to));
  };
  const choose = (item: SearchSuggestion) => go(href.article({ type: item.type, url: item.url }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (open && active >= 0) choose(items[active]!);
    else if (words.trim()) go(resultsOf(words.trim()));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => cycle(current, step, items.length));
    }
  };

  return (
    <div id={SEARCH_PANEL_ID} css={panelCss}>
      {/* biome-ignore lint/a11y/useSemanticElements: the form is the landmark itself, known to jsdom (the unit tests' DOM) too */}
      <form role="search" aria-label="ख़बरें खोजें" method="get" action={href.search()} onSubmit={onSubmit}>
        <div css={rowCss}>
          <label htmlFor={`${listId}-input`} css={visuallyHidden}>
            खोज के शब्द
          </label>
          <input
            ref={input}
            id={`${listId}-input`}
            css={inputCss}
            type="search"
            name="q"
            value={words}
            onChange={(event) => {
              setWords(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            placeholder="हिंदी या रोमन में लिखें, जैसे sheetkalin satra"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={SEARCH_QUERY_MAX}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          />
          <button type="submit" css={submitCss}>
            नतीजे देखें
          </button>
          {open ? (
            <SearchSuggestions id={listId} items={items} active={active} optionId={optionId} onChoose={choose} />
          ) : null}
        </div>
        <p role="status" css={visuallyHidden}>
          {open ? `${items.length} सुझाव हैं; ऊपर-नीचे के तीर से चुनें।` : ''}
        </p>
      </form>
    </div>
  );
}
