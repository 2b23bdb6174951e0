import { css } from '@emotion/react';
import {
  href,
  iconButton,
  primaryButton,
  SEARCH_QUERY_MAX,
  type SearchSuggestion,
  theme,
  useNavigate,
  visuallyHidden,
} from '@janmat/shared';
import { type FormEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from './Icon';
import { SearchSuggestions } from './SearchSuggestions';
import { useSuggestSearchQuery } from './searchApi';
import { SEARCH_PANEL_ID } from './searchPanelId';
import { useDebounced } from './useDebounced';

/** How long the words must rest before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 250;

// A popover sits in the top layer: the panel spans the top of the screen, over the header. The
// suggestions hang below it: a popover's own `overflow: auto` would cut them off out of sight.
const panelCss = css({
  position: 'fixed',
  overflow: 'visible',
  inset: '0 0 auto 0',
  width: '100%',
  maxWidth: 'none',
  margin: 0,
  padding: `${theme.space.sm} ${theme.space.md}`,
  border: 0,
  borderBottom: `1px solid ${theme.colors.border}`,
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.2)',
  background: theme.colors.background,
  color: theme.colors.text,
});

const rowCss = css({
  position: 'relative',
  display: 'flex',
  gap: theme.space.sm,
  maxWidth: theme.maxWidth,
  margin: '0 auto',
});

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

const closeCss = css(iconButton);

/** The next option up or down, through «none» (-1, the input itself) at either end. */
const cycle = (current: number, step: number, count: number) => ((current + 1 + step + count + 1) % (count + 1)) - 1;

/** Where a search for `q` shows its results. */
const resultsOf = (q: string) => `${href.search()}?${new URLSearchParams({ q })}`;

/**
 * The header's search field, in the page from the start as a popover the search button opens (its
 * `popovertarget`): the browser opens it on the first tap, before any script and without one, and
 * focuses the field (`autofocus`); a tap outside, Escape or its close button close it and give the
 * focus back to the button. Its form is a GET to the results page, so it searches without scripts.
 * Once they run, suggested stories come as the reader types (once the words have rested 250 ms) in a
 * listbox the arrow keys move through, their count told to screen readers; Enter opens the chosen
 * story, or else the results page, in the page. Words typed before the scripts ran are kept.
 */
export function SearchPanel() {
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [words, setWords] = useState('');
  const [active, setActive] = useState(-1);
  const query = useDebounced(words.trim(), SUGGEST_DELAY_MS);
  const { currentData } = useSuggestSearchQuery(query, { skip: !query });
  const answer = query && words.trim() === query ? currentData : undefined;
  const items = answer?.data ?? [];
  // Fixed (one panel per page), not `useId`: the panel is also hydrated as an island of its own,
  // where `useId` would not give the ids the whole page was rendered with.
  const listId = `${SEARCH_PANEL_ID}-list`;
  const optionId = (index: number) => `${listId}-${index}`;
  const open = items.length > 0;

  // What the reader typed before the scripts ran is in the field (hydration leaves it): keep it.
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed) setWords(typed);
  }, []);

  const close = () => panel.current?.hidePopover?.();
  const go = (to: string) => {
    close();
    setWords('');
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
    // Closes the panel even with words in the field (the field would only clear itself).
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => cycle(current, step, items.length));
    }
  };

  return (
    <div id={SEARCH_PANEL_ID} ref={panel} popover="auto" css={panelCss}>
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
            // A text field: a combobox's (a search field would be a searchbox).
            type="text"
            inputMode="search"
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
            // The field the reader opened the panel for: the popover focuses it when shown.
            autoFocus
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          />
          <button type="submit" css={submitCss}>
            नतीजे देखें
          </button>
          <button
            type="button"
            css={closeCss}
            aria-label="खोज बंद करें"
            title="खोज बंद करें"
            popoverTarget={SEARCH_PANEL_ID}
            popoverTargetAction="hide"
          >
            <Icon name="close" />
          </button>
          {open ? (
            <SearchSuggestions
              id={listId}
              items={items}
              reading={answer?.reading ? { typed: query, hindi: answer.reading } : undefined}
              active={active}
              optionId={optionId}
              onChoose={choose}
            />
          ) : null}
        </div>
        <p role="status" css={visuallyHidden}>
          {open ? `${items.length} सुझाव हैं; ऊपर-नीचे के तीर से चुनें।` : ''}
        </p>
      </form>
    </div>
  );
}
