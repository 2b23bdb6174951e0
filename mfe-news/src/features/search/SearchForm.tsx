import { css } from '@emotion/react';
import {
  href,
  mq,
  primaryButton,
  SEARCH_QUERY_MAX,
  textField,
  theme,
  useGetCategoriesQuery,
  useGetStatesQuery,
  useNavigate,
} from '@janmat/shared';
import { type FormEvent, useState } from 'react';
import { FILTERS, type SearchArgs, searchArgsOf } from './searchArgs';
import { searchHref } from './searchHref';

const form = css({
  display: 'grid',
  gap: theme.space.md,
  margin: `${theme.space.md} 0 ${theme.space.lg}`,
  padding: theme.space.md,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  label: { display: 'flex', flexDirection: 'column', gap: theme.space.xs, fontSize: theme.fontSizes.sm },
  'input, select': textField,
});

const wordsRow = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: theme.space.sm,
  alignItems: 'end',
});

const filters = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space.sm,
  [mq.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

const submit = css({ ...primaryButton, padding: `0 ${theme.space.lg}` });

export interface SearchFormProps {
  /**
   * The search on screen (its words and filters fill the fields); undefined before the first. Key the
   * form by it, so another search opened by a link or the header fills the fields anew.
   */
  args: SearchArgs | undefined;
}

/**
 * The search form: words, section, state and a date range. A plain GET form to `/search` (it works
 * without scripts); with them it goes to the results without a page load. A new search starts at its
 * first page; empty filters stay out of the address.
 */
export function SearchForm({ args }: SearchFormProps) {
  const navigate = useNavigate();
  const categories = useGetCategoriesQuery();
  const states = useGetStatesQuery();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new URLSearchParams();
    for (const name of ['q', ...FILTERS]) {
      const field = event.currentTarget.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) fields.set(name, field.value);
    }
    const next = searchArgsOf(fields);
    // After the event: the router navigates in a transition, which React would otherwise take for the
    // form's own action (a pending form status and its FormData) on a form it does not run.
    void Promise.resolve().then(() => navigate(next ? searchHref(next) : href.search()));
  };
  // Chosen, not default, values: the lists of sections and states may come after the form.
  const [section, setSection] = useState(args?.section ?? '');
  const [state, setState] = useState(args?.state ?? '');
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form is the landmark itself, known to jsdom (the unit tests' DOM) too
    <form css={form} method="get" action={href.search()} role="search" aria-label="ख़बरें खोजें" onSubmit={onSubmit}>
      <div css={wordsRow}>
        <label>
          खोज के शब्द
          <input
            type="search"
            name="q"
            defaultValue={args?.q}
            placeholder="जैसे: शीतकालीन सत्र या sheetkalin satra"
            maxLength={SEARCH_QUERY_MAX}
            autoComplete="off"
            enterKeyHint="search"
          />
        </label>
        <button type="submit" css={submit}>
          खोजें
        </button>
      </div>
      <div css={filters}>
        <label>
          सेक्शन
          <select name="section" value={section} onChange={(event) => setSection(event.target.value)}>
            <option value="">सभी सेक्शन</option>
            {categories.data?.map((c) => (
              <option key={c.c_code} value={c.c_code}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          राज्य
          <select name="state" value={state} onChange={(event) => setState(event.target.value)}>
            <option value="">सभी राज्य</option>
            {states.data?.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          तारीख़ से
          <input type="date" name="from" defaultValue={args?.from} />
        </label>
        <label>
          तारीख़ तक
          <input type="date" name="to" defaultValue={args?.to} />
        </label>
      </div>
    </form>
  );
}
