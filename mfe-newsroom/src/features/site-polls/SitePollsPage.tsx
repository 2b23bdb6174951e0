import { useState } from 'react';
import { cardList } from '../common/cardStyles';
import { DeskPage } from '../common/DeskPage';
import { FlagFilter } from '../common/FlagFilter';
import { PagedQuery } from '../common/PagedQuery';
import { toolbar } from '../common/styles';
import { useDeskAction } from '../common/useDeskAction';
import { SitePollCard } from './SitePollCard';
import { SitePollForm } from './SitePollForm';
import { useSitePollsQuery } from './sitePollApi';

/** Editors: the site's own polls, newest first — create, show at home, attach to an article, close. */
export function SitePollsPage() {
  const [closed, setClosed] = useState<boolean>();
  const [before, setBefore] = useState<number>();
  const list = useSitePollsQuery({ closed, before });
  const desk = useDeskAction();
  return (
    <DeskPage id="site-polls-title" title="साइट पोल" outcome={desk.outcome}>
      <div css={toolbar}>
        <FlagFilter
          label="कौन से पोल"
          yes="बंद"
          no="खुले"
          value={closed}
          onChange={(value) => {
            setClosed(value);
            setBefore(undefined);
          }}
        />
      </div>
      <PagedQuery query={list} empty="कोई पोल नहीं मिला।" before={before} onPage={setBefore}>
        {(data) => (
          <>
            <ul css={cardList} aria-label="पोल">
              {data.map((poll) => (
                <SitePollCard key={poll.pollId} poll={poll} desk={desk} />
              ))}
            </ul>
          </>
        )}
      </PagedQuery>
      <SitePollForm />
    </DeskPage>
  );
}
