import { PageMeta, useLocation } from '@janmat/shared';

/** A newsroom page's title in the browser tab; staff pages are never indexed. */
export function NewsroomTitle({ title }: { title: string }) {
  const { pathname } = useLocation();
  return (
    <PageMeta
      title={`${title} | जनमत न्यूज़रूम`}
      description="जनमत के संपादकीय कर्मचारियों का न्यूज़रूम।"
      canonical={pathname}
      noindex
    />
  );
}
