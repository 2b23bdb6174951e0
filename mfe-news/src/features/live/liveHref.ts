import { href, type NewsItem } from '@janmat/shared';

/** The article's page of updates older than `before` (`?before=`), or its latest page (the article itself). */
export function liveHref(item: Pick<NewsItem, 'type' | 'url'>, before?: number): string {
  const page = href.article({ type: item.type, url: item.url });
  return before ? `${page}?before=${before}` : page;
}

/** `?before=<id>` of the page's address: which older page of updates it shows (undefined: the latest). */
export function beforeOf(search: string): number | undefined {
  const value = new URLSearchParams(search).get('before');
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}
