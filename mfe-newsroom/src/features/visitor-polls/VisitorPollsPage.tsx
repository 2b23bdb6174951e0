import { useState } from 'react';
import { cardList } from '../common/cardStyles';
import { DeskPage } from '../common/DeskPage';
import { FlagFilter } from '../common/FlagFilter';
import { PagedQuery } from '../common/PagedQuery';
import { toolbar } from '../common/styles';
import { useDeskAction } from '../common/useDeskAction';
import { QuestionSearch } from './QuestionSearch';
import { VisitorPollCard } from './VisitorPollCard';
import { useVisitorPollsQuery, type VisitorPollFilters } from './visitorPollApi';

/** Editors: visitors' polls, newest first, searched by question — hide, show again or delete. */
export function VisitorPollsPage() {
  const [filters, setFilters] = useState<VisitorPollFilters>({});
  const list = useVisitorPollsQuery(filters);
  const desk = useDeskAction();
  const set = (patch: VisitorPollFilters) => setFilters({ ...filters, ...patch, before: undefined });
  return (
    <DeskPage id="visitor-polls-title" title="पाठकों के पोल" outcome={desk.outcome}>
      <div css={toolbar}>
        <QuestionSearch onSearch={(q) => set({ q: q || undefined })} />
        <FlagFilter
          label="कौन से पोल"
          yes="छिपे हुए"
          no="दिख रहे"
          value={filters.hidden}
          onChange={(hidden) => set({ hidden })}
        />
      </div>
      <PagedQuery
        query={list}
        empty="कोई पोल नहीं मिला।"
        before={filters.before}
        onPage={(before) => setFilters({ ...filters, before })}
      >
        {(data) => (
          <>
            <ul css={cardList} aria-label="पोल">
              {data.map((poll) => (
                <VisitorPollCard key={poll.pollId} poll={poll} desk={desk} />
              ))}
            </ul>
          </>
        )}
      </PagedQuery>
    </DeskPage>
  );
}
