/**
 * A tap on a link that loads another page marks that link `pendingAttr` and `aria-busy` at once (the
 * page's styles pulse it, as a waiting button's): on a slow connection the next page takes a second
 * or more, and the reader sees at once that the tap was taken. Only a plain tap that the browser will
 * follow in this tab to another document: not one the page has answered itself (a router's link, its
 * default prevented), not with a modifier key or another button, not to another site, a new tab, a
 * download, or a place on this page. The mark goes after `forMs` (a load the reader stopped, or an
 * answer that was a file, leaves the page here), and a page come back from the back-forward cache
 * shows none.
 */
export function leavingLinks(pendingAttr: string, forMs: number): void {
  const marked: Element[] = [];
  const unmark = (link: Element): void => {
    link.removeAttribute(pendingAttr);
    link.removeAttribute('aria-busy');
  };
  const leaves = (event: MouseEvent, link: HTMLAnchorElement): boolean => {
    if (event.defaultPrevented || event.button !== 0) return false;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
    if (link.origin !== location.origin) return false;
    return !(link.pathname === location.pathname && link.search === location.search && link.hash);
  };
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !leaves(event, link)) return;
    link.setAttribute(pendingAttr, '');
    link.setAttribute('aria-busy', 'true');
    marked.push(link);
    setTimeout(() => unmark(link), forMs);
  });
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    for (const link of marked.splice(0)) unmark(link);
  });
}
