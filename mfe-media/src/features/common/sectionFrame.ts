import type { PageMetaProps } from '@janmat/shared';
import type { PageFrameProps } from '@janmat/shared/page-frame';

/**
 * The frame of a top-level media page (`/photos`, `/videos`, …): its title names the document
 * («… | जनमत»), the breadcrumb's only item and the h1.
 */
export function sectionFrame(
  title: string,
  meta: Omit<PageMetaProps, 'title'>,
): Pick<PageFrameProps, 'meta' | 'crumbs' | 'heading'> {
  return { meta: { ...meta, title: `${title} | जनमत` }, crumbs: [{ label: title }], heading: title };
}
