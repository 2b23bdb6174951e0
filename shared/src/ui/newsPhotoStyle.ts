// From the root every page already has: the sections bundling this subpath carry no copy of the theme.
import { IMAGE_SIZES, theme } from '@janmat/shared';

/**
 * How a news photo's `<img>` fills its column, as a card, the article page and the newsroom's
 * preview show it: the whole width at the site's photo ratio (the box is reserved before the file
 * arrives), cropped to fit, a grey box while it loads. `radius`: a card's corners are smaller than
 * the article's lead photo's.
 */
export function newsPhotoStyle(radius: string) {
  return {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: `${IMAGE_SIZES.news.width} / ${IMAGE_SIZES.news.height}`,
    objectFit: 'cover',
    borderRadius: radius,
    background: theme.colors.skeleton,
  } as const;
}
