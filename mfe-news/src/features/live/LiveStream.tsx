import { css } from '@emotion/react';
import { JsonLd, Link, type LiveFeed, type NewsItem, theme } from '@janmat/shared';
import { LiveBadge } from './LiveBadge';
import { LiveUpdateItem } from './LiveUpdateItem';
import { liveBlogLd } from './liveBlogLd';
import { liveHref } from './liveHref';
import { NewUpdatesBar } from './NewUpdatesBar';
import { useLiveUpdates } from './useLiveUpdates';
import { useUnseenTitle } from './useUnseenTitle';

const section = css({ margin: `${theme.space.xl} 0` });
const heading = css({ display: 'flex', gap: theme.space.sm, alignItems: 'center', fontSize: theme.fontSizes.xl });
const stream = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.md,
});
const pinnedBox = css({
  margin: `0 0 ${theme.space.lg}`,
  padding: theme.space.md,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
});
const pager = css({ display: 'flex', gap: theme.space.lg, margin: `${theme.space.lg} 0 0` });

/** An article with a live page: `live` says whether it still runs. */
export type LiveItem = NewsItem & { live: boolean };

interface LiveStreamProps {
  item: LiveItem;
  page: LiveFeed;
  before: number | undefined;
}

/** A page of updates as LiveBlog describes it, with the new-updates button while it polls. */
export function LiveStream({ item, page, before }: LiveStreamProps) {
  const polling = item.live && before === undefined && page.live;
  const { added, unseen, show, edited } = useLiveUpdates(item.id, page, polling);
  useUnseenTitle(unseen);
  const updates = [...added, ...page.data];
  const canonical = liveHref(item);
  const onShow = () => {
    if (!show()) window.location.assign(canonical);
  };
  return (
    <section css={section} aria-labelledby="live-updates">
      <JsonLd data={liveBlogLd(item, canonical, updates)} />
      <h2 id="live-updates" css={heading}>
        {item.live && <LiveBadge trailingSpace />}
        {item.live ? 'लाइव अपडेट' : 'अपडेट'}
      </h2>
      {before === undefined && page.pinned.length > 0 && (
        <div css={pinnedBox}>
          {page.pinned.map((update) => (
            <LiveUpdateItem key={update.id} update={update} pinnedCopy />
          ))}
        </div>
      )}
      {polling && (
        <NewUpdatesBar
          unseen={unseen}
          onShow={onShow}
          edited={edited}
          onReload={() => window.location.assign(canonical)}
        />
      )}
      <ol css={stream}>
        {updates.map((update) => (
          <li key={update.id}>
            <LiveUpdateItem update={update} />
          </li>
        ))}
      </ol>
      {updates.length === 0 && <p>अभी कोई अपडेट नहीं है।</p>}
      <nav css={pager} aria-label="अपडेट के पन्ने">
        {before !== undefined && <Link to={liveHref(item)}>नवीनतम अपडेट</Link>}
        {page.next !== null && <Link to={liveHref(item, page.next)}>पुराने अपडेट</Link>}
      </nav>
    </section>
  );
}
