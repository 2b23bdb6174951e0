import { useState } from 'react';
import { plainButton, selectControl } from '../common/styles';

/** Search by words of the question: sent with the button (or Enter), not with every letter. */
export function QuestionSearch({ onSearch }: { onSearch: (q: string) => void }) {
  const [q, setQ] = useState('');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark that jsdom (the unit tests' DOM) also knows
    <div role="search">
      <form
        css={{ display: 'flex', gap: '8px', alignItems: 'end' }}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(q.trim());
        }}
      >
        <label css={{ display: 'flex', flexDirection: 'column', gap: '4px' }}>
          सवाल में खोजें
          <input type="search" css={selectControl} value={q} onChange={(event) => setQ(event.target.value)} />
        </label>
        <button type="submit" css={plainButton}>
          खोजें
        </button>
      </form>
    </div>
  );
}
