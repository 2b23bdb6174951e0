import { theme } from '@janmat/shared';
import type { ArticleListItem } from '@janmat/shared/contracts';
import { useId, useState } from 'react';
import { useArticlesQuery } from './articleListApi';
import { plainButton, selectControl } from './styles';

interface ArticlePickerProps {
  /** What the search is for, e.g. «पोल के लिए लेख खोजें». */
  label: string;
  onPick: (article: ArticleListItem) => void;
}

/** Fewer letters than this search nothing (a single letter matches nearly every title). */
const MIN_QUERY = 2;
const results = { listStyle: 'none', padding: 0, margin: `${theme.space.xs} 0`, display: 'grid', gap: '4px' } as const;

/** Finds an article by words of its title (the newsroom's article search) and hands the chosen one back. */
export function ArticlePicker({ label, onPick }: ArticlePickerProps) {
  const id = useId();
  const [q, setQ] = useState('');
  const query = q.trim();
  const found = useArticlesQuery({ q: query }, { skip: query.length < MIN_QUERY });
  const items = query.length < MIN_QUERY ? [] : (found.data?.data ?? []);
  return (
    <div>
      <label htmlFor={id} css={{ display: 'block', fontWeight: 600 }}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        css={selectControl}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        // It sits inside other forms: Enter here searches, it never sends the form around it.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      {query.length >= MIN_QUERY && found.isFetching ? <p>खोज रहे हैं…</p> : null}
      {query.length >= MIN_QUERY && found.isSuccess && !found.isFetching && items.length === 0 ? (
        <p>कोई लेख नहीं मिला।</p>
      ) : null}
      {found.isError ? <p role="alert">लेख खोजे नहीं जा सके। कृपया दोबारा कोशिश करें।</p> : null}
      {items.length > 0 ? (
        <ul css={results} aria-label="मिले लेख">
          {items.map((article) => (
            <li key={article.id}>
              <button type="button" css={{ ...plainButton, textAlign: 'start' }} onClick={() => onPick(article)}>
                {article.title} <span css={{ color: theme.colors.textMuted }}>(#{article.id})</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
