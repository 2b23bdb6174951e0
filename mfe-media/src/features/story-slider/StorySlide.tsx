import { css, keyframes } from '@emotion/react';
import { IMAGE_SIZES, theme, type WebStory } from '@janmat/shared';

const appear = keyframes({
  from: {
    opacity: 0.3,
  },
  to: {
    opacity: 1,
  },
});

const figure = css({
  height: '100%',
  margin: 0,
  display: 'grid',
  gridTemplateRows: 'minmax(0, 1fr) auto',
  justifyItems: 'center',
  animation: `${appear} 300ms ease-out`,
  img: {
    display: 'block',
    height: '100%',
    width: 'auto',
    maxWidth: '100%',
    aspectRatio: `${IMAGE_SIZES.story.width} / ${IMAGE_SIZES.story.height}`,
    objectFit: 'cover',
    borderRadius: theme.radius.md,
    background: '#222',
  },
  figcaption: {
    width: '100%',
    padding: `${theme.space.sm} ${theme.space.md} 0`,
  },
  h2: {
    margin: `0 0 ${theme.space.xs}`,
    fontSize: theme.fontSizes.lg,
    lineHeight: 1.4,
  },
  p: {
    margin: 0,
    fontSize: theme.fontSizes.sm,
    color: '#d0d0d0',
  },
});

export interface StorySlideProps {
  story: WebStory;
  /** Position from 1 and the number of slides, for the caption. */
  position: number;
  total: number;
  /** The picture's id (the slider's arrows name it). */
  photoId?: string;
}

/** One web story as a full-height picture with its title and source. */
export function StorySlide({ story, position, total, photoId }: StorySlideProps) {
  return (
    <figure css={figure}>
      <img
        id={photoId}
        src={story.photo}
        alt={story.title}
        width={IMAGE_SIZES.story.width}
        height={IMAGE_SIZES.story.height}
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
      <figcaption>
        <h2>{story.title}</h2>
        <p>
          {story.source} · {story.created_at.slice(0, 10)} · {position}/{total}
        </p>
      </figcaption>
    </figure>
  );
}
