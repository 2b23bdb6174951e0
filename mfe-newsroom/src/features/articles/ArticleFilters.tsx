import { useGetCategoriesQuery, useGetStatesQuery } from '@janmat/shared';
import type { ArticleStatus } from '@janmat/shared/contracts';
import type { ArticleFilters as Filters } from '../common/articleListApi';
import { selectControl, toolbar } from '../common/styles';
import { ARTICLE_STATUSES, STATUS_LABELS } from './statusLabels';

const field = { display: 'flex', flexDirection: 'column', gap: '4px' } as const;

interface ArticleFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
}

/**
 * Search and filters of the article list: words as the readers' search reads them (spelling variants,
 * Latin typing, aliases; drafts included) or text in the title or slug, status, category, state.
 */
export function ArticleFilters({ value, onChange }: ArticleFiltersProps) {
  const categories = useGetCategoriesQuery().data ?? [];
  const states = useGetStatesQuery().data ?? [];
  const set = (patch: Filters) => onChange({ ...value, ...patch, before: undefined });
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark that jsdom (the unit tests' DOM) also knows
    <div role="search" css={toolbar}>
      <label css={field}>
        खोजें
        <input
          type="search"
          css={selectControl}
          value={value.q ?? ''}
          onChange={(event) => set({ q: event.target.value || undefined })}
        />
      </label>
      <label css={field}>
        स्थिति
        <select
          css={selectControl}
          value={value.status ?? ''}
          onChange={(event) => set({ status: (event.target.value || undefined) as ArticleStatus | undefined })}
        >
          <option value="">सभी</option>
          {ARTICLE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label css={field}>
        श्रेणी
        <select
          css={selectControl}
          value={value.category ?? ''}
          onChange={(event) => set({ category: event.target.value || undefined })}
        >
          <option value="">सभी</option>
          {categories.map((category) => (
            <option key={category.c_code} value={category.c_code}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <label css={field}>
        राज्य
        <select
          css={selectControl}
          value={value.state ?? ''}
          onChange={(event) => set({ state: event.target.value || undefined })}
        >
          <option value="">सभी</option>
          {states.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
