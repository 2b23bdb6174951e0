import { css } from '@emotion/react';
import { type SearchSuggestion, theme } from '@janmat/shared';

const boxCss = css({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: 30,
  margin: `${theme.space.xs} 0 0`,
  padding: `${theme.space.xs} 0`,
  background: theme.colors.background,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.15)',
  '[role="option"], p': {
    padding: `${theme.space.sm} ${theme.space.md}`,
    lineHeight: 1.4,
    cursor: 'pointer',
  },
  '[aria-selected="true"], [role="option"]:hover': { background: theme.colors.surface, color: theme.colors.brandText },
});

const readingCss = css({
  margin: 0,
  borderBottom: `1px solid ${theme.colors.border}`,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
});

export interface SearchSuggestionsProps {
  id: string;
  items: SearchSuggestion[];
  /** What the reader typed in Latin letters and the Hindi the search read it as (`school` → स्कूल). */
  reading?: { typed: string; hindi: string };
  /** Index of the option the keyboard is on, -1 for none. */
  active: number;
  /** Id of option `index` (the input's `aria-activedescendant`). */
  optionId: (index: number) => string;
  onChoose: (item: SearchSuggestion) => void;
}

/**
 * The suggested stories as a listbox, under what a Latin query was read as («school → स्कूल»); the
 * input keeps focus and points at the active option.
 */
export function SearchSuggestions({ id, items, reading, active, optionId, onChoose }: SearchSuggestionsProps) {
  return (
    <div css={boxCss}>
      {reading ? (
        <p css={readingCss}>
          <span lang="en">{reading.typed}</span> → {reading.hindi}
        </p>
      ) : null}
      <div id={id} role="listbox" aria-label="सुझाई गई ख़बरें">
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the input's (arrows, Enter), which keeps focus
          <div
            key={`${item.type}/${item.url}`}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // The input keeps focus (and the list stays open) while an option is clicked.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(item)}
          >
            {item.name}
          </div>
        ))}
      </div>
    </div>
  );
}
