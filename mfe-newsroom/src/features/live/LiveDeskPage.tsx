import { href, NotFound, QueryView, Skeleton, useParams } from '@janmat/shared';
import { useState } from 'react';
import { cardList } from '../common/cardStyles';
import { DeskPage } from '../common/DeskPage';
import { PagedQuery } from '../common/PagedQuery';
import { useDeskAction } from '../common/useDeskAction';
import { LiveToggle } from './LiveToggle';
import { LiveUpdateForm } from './LiveUpdateForm';
import { LiveUpdateRow } from './LiveUpdateRow';
import { useLiveArticleQuery, useLiveUpdatesQuery } from './liveDeskApi';

/**
 * `articles/:id/live`, editors: an article's live page (लाइव) — start or end it, post updates (text,
 * photo, pinned, key event), and correct or delete the ones posted, newest first.
 */
export function LiveDeskPage() {
  const articleId = Number(useParams().id);
  const valid = Number.isInteger(articleId) && articleId > 0;
  const article = useLiveArticleQuery(articleId, { skip: !valid });
  const [before, setBefore] = useState<number>();
  const updates = useLiveUpdatesQuery({ articleId, before }, { skip: !valid });
  const notice = useDeskAction();
  // A new form after each post: the text editor starts empty again.
  const [posted, setPosted] = useState(0);
  if (!valid) return <NotFound offerSearch={false} />;
  return (
    <DeskPage id="live-title" title="लाइव पेज" outcome={notice.outcome}>
      <QueryView query={article} skeleton={<Skeleton lines={2} />} errorMessage="लेख नहीं खुल सका।">
        {({ data }) => (
          <>
            <p>
              लेख: <a href={href.article({ type: data.type, url: data.url })}>{data.name}</a>
            </p>
            <LiveToggle article={data} action={notice} />
            {data.live ? (
              <LiveUpdateForm
                key={posted}
                articleId={articleId}
                onDone={(text) => {
                  setPosted((n) => n + 1);
                  if (text) notice.setOutcome({ ok: true, text });
                }}
              />
            ) : (
              <p>अपडेट भेजने के लिए पहले पेज लाइव करें।</p>
            )}
          </>
        )}
      </QueryView>
      <h2>भेजे गए अपडेट</h2>
      <PagedQuery query={updates} empty="अभी कोई अपडेट नहीं भेजा गया।" before={before} onPage={setBefore}>
        {(items) => (
          <ol css={cardList} aria-label="भेजे गए अपडेट">
            {items.map((update) => (
              <LiveUpdateRow key={update.id} update={update} onDone={(text) => notice.setOutcome({ ok: true, text })} />
            ))}
          </ol>
        )}
      </PagedQuery>
    </DeskPage>
  );
}
