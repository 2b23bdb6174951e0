import { QueryView, Skeleton } from '@janmat/shared';
import { useState } from 'react';
import { cardList } from '../../app/cardStyles';
import { DeskPage } from '../../app/DeskPage';
import { FlagFilter } from '../../app/FlagFilter';
import { Pager } from '../../app/Pager';
import { toolbar } from '../../app/styles';
import { useDeskAction } from '../../app/useDeskAction';
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
      <QueryView
        query={list}
        skeleton={<Skeleton lines={8} />}
        isEmpty={(d) => d.data.length === 0}
        empty="कोई पोल नहीं मिला।"
      >
        {({ data, next }) => (
          <>
            <ul css={cardList} aria-label="पोल">
              {data.map((poll) => (
                <SitePollCard key={poll.pollId} poll={poll} desk={desk} />
              ))}
            </ul>
            <Pager before={before} next={next} onPage={setBefore} />
          </>
        )}
      </QueryView>
      <SitePollForm />
    </DeskPage>
  );
}
