import { QueryView, Skeleton } from '@janmat/shared';
import { useState } from 'react';
import { cardList } from '../common/cardStyles';
import { DeskPage } from '../common/DeskPage';
import type { ActionOutcome } from '../common/Outcome';
import { AuthorCard } from './AuthorCard';
import { AuthorForm } from './AuthorForm';
import { useAuthorsQuery } from './authorApi';

/** Editors: the authors readers see on bylines and author pages — add or change one. */
export function AuthorsPage() {
  const list = useAuthorsQuery();
  const [outcome, setOutcome] = useState<ActionOutcome>();
  return (
    <DeskPage id="authors-title" title="लेखक" outcome={outcome}>
      <QueryView
        query={list}
        skeleton={<Skeleton lines={6} />}
        isEmpty={(d) => d.data.length === 0}
        empty="अभी कोई लेखक नहीं है।"
      >
        {({ data }) => (
          <ul css={cardList} aria-label="लेखक">
            {data.map((author) => (
              <AuthorCard key={author.id} author={author} onSaved={(text) => setOutcome({ ok: true, text })} />
            ))}
          </ul>
        )}
      </QueryView>
      <AuthorForm />
    </DeskPage>
  );
}
