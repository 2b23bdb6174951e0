import { useLocation } from '@janmat/shared';
import { type LiveItem, LiveStream } from './LiveStream';
import { useGetLivePageQuery } from './liveApi';
import { beforeOf } from './liveHref';

/**
 * A live article's updates (लाइव): its pinned ones, then the latest 20 (or, at `?before=`, an older
 * page), each linked by plain links that work without scripts. On the latest page of a running live
 * page it asks for new updates every 10 s while visible and offers them with the «N नए अपडेट» button.
 */
export function LiveBlog({ item }: { item: LiveItem }) {
  const before = beforeOf(useLocation().search);
  const { currentData: page } = useGetLivePageQuery({ articleId: item.id, before });
  return page ? <LiveStream item={item} page={page} before={before} /> : null;
}
