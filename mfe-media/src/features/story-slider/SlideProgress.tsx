import { css, keyframes } from '@emotion/react';
import type { WebStory } from '@janmat/shared';

export interface SlideProgressProps {
  stories: WebStory[];
  index: number;
  /** Duration of the current bar's fill, in ms. */
  interval: number;
  /** Whether slides advance by themselves; without it the current bar is simply full. */
  autoAdvance: boolean;
  paused: boolean;
  onJump: (index: number) => void;
}

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
  button: {
    display: 'block',
    width: '100%',
    padding: '10px 0',
    border: 0,
    background: 'transparent',
    cursor: 'pointer',
  },
  'button > span': {
    display: 'block',
    height: '4px',
    borderRadius: '2px',
    background: 'rgb(255 255 255 / 0.35)',
    overflow: 'hidden',
  },
  'button > span > span': {
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

/** One bar per slide: past ones full, the current one filling over the interval. Click to jump. */
export function SlideProgress({ stories, index, interval, autoAdvance, paused, onJump }: SlideProgressProps) {
  const filling = css({
    animation: `${fillUp} ${interval}ms linear forwards`,
    animationPlayState: paused ? 'paused' : 'running',
  });
  return (
    <ol css={list}>
      {stories.map((story, i) => {
        const state = barState(i, index);
        return (
          <li key={story.id}>
            <button
              type="button"
              aria-label={`स्टोरी ${i + 1} / ${stories.length}: ${story.title}`}
              aria-current={i === index ? 'step' : undefined}
              onClick={() => onJump(i)}
            >
              <span>
                <span
                  key={state === 'current' ? `current-${index}` : state}
                  data-state={state}
                  css={{ done, current: autoAdvance ? filling : done, waiting }[state]}
                />
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
