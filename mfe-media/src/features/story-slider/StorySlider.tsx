import { css } from '@emotion/react';
import { Link, needsScripts, onlyWithoutScripts, PageHeading, theme, type WebStory } from '@janmat/shared';
import { useEffect, useRef } from 'react';
import { storyAddress } from '../common/storyAddress';
import { SlideProgress } from './SlideProgress';
import { StorySlide } from './StorySlide';
import { SLIDE_INTERVAL_MS } from './sliderTimings';
import { slideShownMs } from './slideShownMs';
import { useStorySlider } from './useStorySlider';

export interface StorySliderProps {
  stories: WebStory[];
  heading: string;
  initialIndex?: number;
  /** Where the close control leads (`href.webStories()`); Escape is the dialog's. */
  closeTo: string;
  /** The category the slider shows (its stories' addresses are under it), or every story when absent. */
  type?: string;
}

const layout = css({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  height: '100%',
  maxWidth: '560px',
  margin: '0 auto',
});
const top = css({
  padding: `${theme.space.xs} ${theme.space.sm} 0`,
});
const titleRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  h1: {
    flex: 1,
    margin: 0,
    fontSize: theme.fontSizes.md,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
});
const iconButton = css({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'rgb(255 255 255 / 0.15)',
  font: 'inherit',
  fontSize: '1.25rem',
  lineHeight: 1,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': {
    background: 'rgb(255 255 255 / 0.3)',
  },
});
const stage = css({
  position: 'relative',
  padding: `${theme.space.sm} 0`,
  touchAction: 'pan-y',
  userSelect: 'none',
});
const arrow = css({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  background: 'rgb(0 0 0 / 0.55)',
});

/**
 * An arrow names the slide's picture and the one it leads to: a tap before the page's scripts run
 * shows that picture at once (the shell's inline `nativeTaps`), and React moves to the story when it
 * runs (the tap is replayed to it).
 */
const SHOWS_PHOTO = 'data-shows';
/** The id of the slide's picture. */
const PHOTO_ID = 'story-photo';
/** The id of the arrow to the next story: the current progress bar taps it when full, before React. */
const NEXT_ID = 'story-next';

/** The attributes of an arrow leading to `story`. */
const showsAttributes = (story: WebStory | undefined) =>
  story ? { [SHOWS_PHOTO]: PHOTO_ID, [`${SHOWS_PHOTO}-src`]: story.photo } : {};

/** The full-screen story slider: progress bars, title, pause, close, the slide and its arrows. */
export function StorySlider({ stories, heading, initialIndex = 0, closeTo, type }: StorySliderProps) {
  const root = useRef<HTMLDivElement>(null);
  // The first slide may have been on screen before the scripts ran: its bar has counted since then.
  const shownMs = () => slideShownMs(root.current, PHOTO_ID, stories[initialIndex]?.photo ?? '');
  const slider = useStorySlider({ count: stories.length, initialIndex, shownMs });
  const { index, paused, autoAdvance } = slider;
  const story = stories[index] as WebStory;
  const upNext = stories[(index + 1) % stories.length];
  const before = stories[(index - 1 + stories.length) % stories.length];
  const addressOf = (of: WebStory) => storyAddress(type, of.id);

  // The loading screen it replaces may have held the focus: keep it inside, on the heading.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || !root.current?.contains(active)) {
      root.current?.querySelector<HTMLElement>('h1')?.focus();
    }
  }, []);

  // Fetch the next picture early, so it is ready when the slide changes.
  useEffect(() => {
    if (upNext && upNext !== story) new Image().src = upNext.photo;
  }, [upNext, story]);

  return (
    <div css={layout} ref={root}>
      <div css={top}>
        <SlideProgress
          stories={stories}
          index={index}
          interval={SLIDE_INTERVAL_MS}
          autoAdvance={autoAdvance}
          paused={paused}
          onJump={slider.goTo}
          endTaps={NEXT_ID}
          addressOf={addressOf}
        />
        <div css={titleRow}>
          <PageHeading>{heading}</PageHeading>
          {autoAdvance ? (
            <button
              type="button"
              css={[iconButton, needsScripts]}
              aria-pressed={slider.stopped}
              aria-label="स्टोरी रोकें"
              onClick={slider.toggleStop}
            >
              <span aria-hidden="true">{slider.stopped ? '▶' : '❚❚'}</span>
            </button>
          ) : null}
          <Link to={closeTo} css={iconButton} aria-label="बंद करें">
            <span aria-hidden="true">✕</span>
          </Link>
        </div>
      </div>
      <div css={stage} {...slider.surfaceHandlers} aria-live={autoAdvance && !paused ? 'off' : 'polite'}>
        <StorySlide key={story.id} story={story} position={index + 1} total={stories.length} photoId={PHOTO_ID} />
        {stories.length > 1 && before && upNext ? (
          <>
            <button
              type="button"
              css={[iconButton, arrow, needsScripts]}
              style={{ left: 8 }}
              aria-label="पिछली स्टोरी"
              onClick={slider.prev}
              {...showsAttributes(before)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              id={NEXT_ID}
              css={[iconButton, arrow, needsScripts]}
              style={{ right: 8 }}
              aria-label="अगली स्टोरी"
              onClick={slider.next}
              {...showsAttributes(upNext)}
            >
              <span aria-hidden="true">›</span>
            </button>
            {/* Where no script runs, the arrows are links to the stories' own addresses. */}
            <Link
              to={addressOf(before)}
              css={[iconButton, arrow, onlyWithoutScripts]}
              style={{ left: 8 }}
              aria-label="पिछली स्टोरी"
            >
              <span aria-hidden="true">‹</span>
            </Link>
            <Link
              to={addressOf(upNext)}
              css={[iconButton, arrow, onlyWithoutScripts]}
              style={{ right: 8 }}
              aria-label="अगली स्टोरी"
            >
              <span aria-hidden="true">›</span>
            </Link>
          </>
        ) : null}
      </div>
    </div>
  );
}
