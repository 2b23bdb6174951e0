import { css } from '@emotion/react';
import { IMAGE_SIZES, Link, PageHeading, theme } from '@janmat/shared';
import type { ReactNode } from 'react';

const frame = css({
  maxWidth: '560px',
  height: '100%',
  margin: '0 auto',
  padding: theme.space.md,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  gap: theme.space.md,
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.space.sm,
  },
  h1: {
    flex: 1,
    margin: 0,
    fontSize: theme.fontSizes.md,
  },
  'header a': {
    padding: theme.space.sm,
  },
});

/** Box shaped like a story, for the loading placeholder. */
export const storyShape = css({
  height: '100%',
  maxWidth: '100%',
  aspectRatio: `${IMAGE_SIZES.story.width} / ${IMAGE_SIZES.story.height}`,
  margin: '0 auto',
  opacity: 0.25,
});

export interface SliderStatusProps {
  heading: string;
  closeTo: string;
  children: ReactNode;
}

/** The slider's screen while stories load, fail or are missing: heading, close link and the status. */
export function SliderStatus({ heading, closeTo, children }: SliderStatusProps) {
  return (
    <div css={frame}>
      <header>
        <PageHeading>{heading}</PageHeading>
        <Link to={closeTo}>बंद करें</Link>
      </header>
      <div>{children}</div>
    </div>
  );
}
