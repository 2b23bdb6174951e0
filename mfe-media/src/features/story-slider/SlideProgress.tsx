import { css, keyframes } from '@emotion/react';
import { Link, needsScripts, onlyWithoutScripts, type WebStory } from '@janmat/shared';

export interface SlideProgressProps {
  stories: WebStory[];
  index: number;
  /** Duration of the current bar's fill, in ms. */
  interval: number;
  /** Whether slides advance by themselves; without it the current bar is simply full. */
  autoAdvance: boolean;
  paused: boolean;
  onJump: (index: number) => void;
  /**
   * The id of the button the current bar taps when it is full, before the page's scripts run (the
   * arrow to the next story): the shell's inline taps program moves the slide on time then.
   */
  endTaps?: string;
  /** Each story's own address: where no script runs, each bar is a plain link to it. */
  addressOf: (story: WebStory) => string;
}

/** The attribute the page's taps program reads (`NATIVE_TAPS.endTapsAttr` in the shell's boot). */
const ENDS_WITH_TAP = 'data-end-taps';

const fillUp = keyframes({
  from: {
    transform: 'scaleX(0)',
  },
  to: {
    transform: 'scaleX(1)',
  },
});

const list = css({
  display: 'flex',
  gap: '4px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  li: {
    flex: 1,
  },
  'button, a': {
    display: 'block',
    width: '100%',
    padding: '10px 0',
    border: 0,
    background: 'transparent',
    cursor: 'pointer',
  },
  'button > span, a > span': {
    display: 'block',
    height: '4px',
    borderRadius: '2px',
    background: 'rgb(255 255 255 / 0.35)',
    overflow: 'hidden',
  },
  'button > span > span, a > span > span': {
    display: 'block',
    height: '100%',
    background: '#fff',
    transformOrigin: 'left',
  },
});

const done = css({ transform: 'scaleX(1)' });
const waiting = css({ transform: 'scaleX(0)' });

type BarState = 'done' | 'current' | 'waiting';

const barState = (i: number, index: number): BarState => {
  if (i < index) return 'done';
  return i === index ? 'current' : 'waiting';
};

/**
 * One bar per slide: past ones full, the current one filling over the interval. Click to jump;
 * where no script runs, each bar is a link to its story's own address.
 */
export function SlideProgress({
  stories,
  index,
  interval,
  autoAdvance,
  paused,
  onJump,
  endTaps,
  addressOf,
}: SlideProgressProps) {
  const filling = css({
    animation: `${fillUp} ${interval}ms linear forwards`,
    animationPlayState: paused ? 'paused' : 'running',
    // As React draws it for a reader who asks for reduced motion: full, and no end to tap the arrow.
    '@media (prefers-reduced-motion: reduce)': { animation: 'none', transform: 'scaleX(1)' },
  });
  return (
    <ol css={list}>
      {stories.map((story, i) => {
        const state = barState(i, index);
        const label = `स्टोरी ${i + 1} / ${stories.length}: ${story.title}`;
        const current = i === index ? 'step' : undefined;
        return (
          <li key={story.id}>
            <button
              type="button"
              css={needsScripts}
              aria-label={label}
              aria-current={current}
              onClick={() => onJump(i)}
            >
              <span>
                <span
                  key={state === 'current' ? `current-${index}` : state}
                  data-state={state}
                  css={{ done, current: autoAdvance ? filling : done, waiting }[state]}
                  {...(state === 'current' && autoAdvance && endTaps ? { [ENDS_WITH_TAP]: endTaps } : {})}
                />
              </span>
            </button>
            <Link to={addressOf(story)} css={onlyWithoutScripts} aria-label={label} aria-current={current}>
              <span>
                <span css={state === 'waiting' ? waiting : done} />
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
