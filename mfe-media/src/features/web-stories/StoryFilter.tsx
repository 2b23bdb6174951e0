import { css } from '@emotion/react';
import { Skeleton, theme, visuallyHidden, type WebStoryCategory } from '@janmat/shared';

const ALL_STORIES_LABEL = 'सभी वेब स्टोरी';

export interface StoryFilterProps {
  categories: WebStoryCategory[] | undefined;
  /** Category code shown, or null for all stories. */
  active: string | null;
  onChange: (type: string | null) => void;
  /** The id of the list the filter shows a part of (its items carry `FILTER_KEY` of StoryGrid). */
  filters: string;
}

const bar = css({
  display: 'flex',
  minWidth: 0,
  margin: 0,
  border: 0,
  legend: visuallyHidden,
  gap: theme.space.sm,
  overflowX: 'auto',
  padding: `${theme.space.xs} 2px ${theme.space.sm}`,
  scrollbarWidth: 'thin',
  button: {
    flex: 'none',
    minHeight: '40px',
    padding: `${theme.space.xs} ${theme.space.md}`,
    border: `1px solid ${theme.colors.brandText}`,
    borderRadius: theme.radius.pill,
    background: theme.colors.background,
    color: theme.colors.brandText,
    font: 'inherit',
    fontWeight: 600,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
  },
  "button[aria-pressed='true']": {
    background: theme.colors.brand,
    color: theme.colors.onBrand,
  },
});

/**
 * The mark of a group of toggle buttons of which one is chosen, naming the list it filters: the page's
 * taps program (`NATIVE_TAPS.choosesOneAttr` in the shell's boot) shows a filter tapped before the
 * scripts run as chosen at once and hides the list's items of other categories (each button's `value`,
 * each item's `FILTER_KEY` of StoryGrid; an empty value shows all). React, given the tap, shows the same.
 */
const CHOOSES_ONE = 'data-chooses-one';

/** Filter buttons of the web-story list: «सभी वेब स्टोरी» first, then each category. */
export function StoryFilter({ categories, active, onChange, filters }: StoryFilterProps) {
  const options = [
    { code: null, name: ALL_STORIES_LABEL },
    ...(categories ?? []).map((c) => ({ code: c.c_code, name: c.name })),
  ];
  return (
    <fieldset css={bar} {...{ [CHOOSES_ONE]: filters }}>
      <legend>श्रेणी चुनें</legend>
      {options.map((option) => (
        <button
          key={option.code ?? 'all'}
          type="button"
          value={option.code ?? ''}
          aria-pressed={option.code === active}
          onClick={() => onChange(option.code)}
        >
          {option.name}
        </button>
      ))}
      {categories ? null : <Skeleton width={120} height={40} radius={theme.radius.pill} lines={1} />}
    </fieldset>
  );
}
