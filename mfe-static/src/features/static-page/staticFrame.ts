import type { PageFrameProps } from '@janmat/shared/page-frame';
import type { PageInfo } from './types';

/**
 * The frame of a page of this section: its head tags, a breadcrumb whose only item is the page (its
 * heading unless `crumb` names it otherwise) and its h1.
 */
export function staticFrame(info: PageInfo): Pick<PageFrameProps, 'meta' | 'crumbs' | 'heading'> {
  const { title, description, keywords, canonical } = info;
  return {
    meta: { title, description, keywords, canonical },
    crumbs: [info.crumb ?? { label: info.heading }],
    heading: info.heading,
  };
}
