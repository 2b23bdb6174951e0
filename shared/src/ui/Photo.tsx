import { css } from '@emotion/react';
import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { photoSources } from './photoSources';

export interface PhotoProps
  extends Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority' | 'decoding'> {
  /** The stored photo path (an article's or author's `photo`). */
  src: string;
  /** What the photo shows; '' when the text beside it already says it (a card's headline). */
  alt: string;
  /** The box the page reserves (no layout shift while the file loads). */
  width: number;
  height: number;
  /** How wide the photo is shown, for choosing among an upload's renditions (`sizes`). */
  sizes: string;
}

/**
 * The picture element steps out of layout, so the page's `img` rules place the image as before. Its
 * `<source>` must step out too: the browser draws nothing for it, but its default display makes it a
 * box of its parent's layout once `<picture>` is `contents` (in a grid, an empty first cell that put
 * a row's uploaded photo where its headline goes).
 */
const picture = css({ display: 'contents', '& > source': { display: 'none' } });

/**
 * A photo: an upload's renditions in `<picture>` (WebP first, JPEG `srcset` on the `<img>` for the
 * rest), any other path as a plain `<img>`. The same markup on the server and in the browser.
 */
export function Photo({ src, alt, sizes, ...img }: PhotoProps) {
  const sources = photoSources(src);
  if (!sources) return <img src={src} alt={alt} {...img} />;
  // React preloads a high-priority <img> from the server-rendered head, but not one inside <picture>
  // (it cannot know which source the browser takes). The lead photo keeps its head start: every
  // browser the site supports takes the WebP set.
  if (img.fetchPriority === 'high') {
    preload(src, {
      as: 'image',
      imageSrcSet: sources.webp,
      imageSizes: sizes,
      type: 'image/webp',
      fetchPriority: 'high',
    });
  }
  return (
    <picture css={picture}>
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img src={src} srcSet={sources.jpeg} sizes={sizes} alt={alt} {...img} />
    </picture>
  );
}
