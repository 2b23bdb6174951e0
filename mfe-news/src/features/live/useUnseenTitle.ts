import { useEffect } from 'react';

/** `(N) title`: the tab's title counts the updates the reader has not seen yet. */
function unseenTitle(title: string, unseen: number): string {
  const bare = title.replace(/^\(\d+\) /, '');
  return unseen > 0 ? `(${unseen}) ${bare}` : bare;
}

/** While `unseen` > 0 the document's title starts with `(unseen)`; back to the page's own title at 0. */
export function useUnseenTitle(unseen: number): void {
  useEffect(() => {
    document.title = unseenTitle(document.title, unseen);
  }, [unseen]);
  useEffect(
    () => () => {
      document.title = unseenTitle(document.title, 0);
    },
    [],
  );
}
