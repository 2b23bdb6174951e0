import { LIVE_POLL_MS, type LiveFeed, type LiveUpdate, useHydrated, usePageVisible } from '@janmat/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useGetLiveNewerQuery } from './liveApi';
import { useEdited } from './useEdited';

interface LiveUpdatesState {
  /** Updates the reader chose to see since the page came (newest first), shown above the page's own. */
  added: LiveUpdate[];
  /** Updates that came and are not shown yet: the «N नए अपडेट» button's N. */
  unseen: number;
  /** Shows the waiting updates (the button); false when there are more than one answer holds (reload instead). */
  show: () => boolean;
  /** An update the page shows was corrected or deleted since: a reload shows them as they are. */
  edited: boolean;
}

/**
 * Asks every 10 s (`LIVE_POLL_MS`) for the updates newer than the newest the page shows, while the
 * page is visible and the live page runs (`polling`); a hidden tab asks nothing, and asks at once
 * when it is shown again. New updates wait until the reader asks for them (`show`), so the page
 * never moves under them; a correction or deletion of one already shown is told (`edited`).
 */
export function useLiveUpdates(
  articleId: number,
  page: Pick<LiveFeed, 'latest' | 'edition'>,
  polling: boolean,
): LiveUpdatesState {
  const { latest } = page;
  // The server renders the page's own updates only: the first ask is the browser's, once it runs the page.
  const asking = useHydrated() && polling;
  const visible = usePageVisible();
  const [seen, setSeen] = useState(latest);
  const [added, setAdded] = useState<LiveUpdate[]>([]);
  const newer = useGetLiveNewerQuery(
    { articleId, after: seen },
    { skip: !asking, pollingInterval: asking && visible ? LIVE_POLL_MS : 0 },
  );
  const { refetch } = newer;
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current && asking) refetch();
    wasVisible.current = visible;
  }, [visible, asking, refetch]);

  const answer = newer.currentData;
  const unseen = answer?.newer ?? 0;
  const edited = useEdited(answer, seen, latest, page.edition);
  const show = useCallback(() => {
    if (!answer || answer.newer === 0) return true;
    if (answer.newer > answer.data.length) return false;
    setAdded((before) => [...answer.data, ...before]);
    setSeen(answer.latest);
    return true;
  }, [answer]);
  return useMemo(() => ({ added, unseen, show, edited }), [added, unseen, show, edited]);
}
