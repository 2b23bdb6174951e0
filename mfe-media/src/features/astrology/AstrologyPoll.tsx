import { css } from '@emotion/react';
import { theme } from '@janmat/shared';
import { useEffect, useReducer, useRef } from 'react';
import { INITIAL_YES_NO, type YesNo, yesNoPercentages, yesNoPollReducer } from './yesNoPoll';

const QUESTION = 'क्या आप राशिफल पर विश्वास करते हैं?';
const LABELS: Record<YesNo, string> = { yes: 'हाँ', no: 'नहीं' };
const OPTIONS: YesNo[] = ['yes', 'no'];

const box = css({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  padding: theme.space.md,
  background: theme.colors.surface,
  maxWidth: '560px',
  h2: {
    margin: `0 0 ${theme.space.md}`,
    fontSize: theme.fontSizes.lg,
  },
});
const button = css({
  minHeight: '44px',
  minWidth: '96px',
  padding: `${theme.space.sm} ${theme.space.lg}`,
  border: 0,
  borderRadius: theme.radius.sm,
  background: theme.colors.brand,
  color: theme.colors.onBrand,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': {
    background: theme.colors.brandDark,
  },
});
const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
});
const list = css({
  listStyle: 'none',
  margin: `0 0 ${theme.space.md}`,
  padding: 0,
  display: 'grid',
  gap: theme.space.sm,
});
const track = css({
  height: '10px',
  borderRadius: theme.radius.pill,
  background: theme.colors.skeleton,
  overflow: 'hidden',
  marginTop: theme.space.xs,
});
const resultHeading = css({
  margin: `0 0 ${theme.space.sm}`,
  fontSize: theme.fontSizes.md,
});
const fill = css({
  height: '100%',
  background: theme.colors.brand,
});

/** The astrology page's yes/no poll: local only, starts at 65/35, shows percentages after a vote. */
export function AstrologyPoll() {
  const [state, dispatch] = useReducer(yesNoPollReducer, INITIAL_YES_NO);
  // Fixed (one poll per page), not `useId`: the poll is also hydrated alone, as an island (decision 0032).
  const headingId = 'astrology-poll-heading';
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const firstOptionRef = useRef<HTMLButtonElement>(null);
  const changed = useRef(false);
  const percentages = yesNoPercentages(state);

  // Keep keyboard focus on the poll when the pressed button is replaced by the other view.
  useEffect(() => {
    if (!changed.current) return;
    (state.choice ? resultsRef.current : firstOptionRef.current)?.focus();
  }, [state.choice]);

  const act = (action: Parameters<typeof dispatch>[0]) => {
    changed.current = true;
    dispatch(action);
  };

  return (
    <section css={box} aria-labelledby={headingId}>
      <h2 id={headingId}>{QUESTION}</h2>
      {state.choice === null ? (
        <div css={row}>
          {OPTIONS.map((option, i) => (
            <button
              key={option}
              ref={i === 0 ? firstOptionRef : undefined}
              type="button"
              css={button}
              onClick={() => act({ type: 'vote', choice: option })}
            >
              {LABELS[option]}
            </button>
          ))}
        </div>
      ) : (
        <div>
          <h3 ref={resultsRef} tabIndex={-1} css={resultHeading}>
            परिणाम
          </h3>
          <ul css={list}>
            {OPTIONS.map((option) => (
              <li key={option}>
                <strong>{LABELS[option]}</strong>: {percentages[option]}% ({state[option]} वोट)
                <div css={track} aria-hidden="true">
                  <div css={fill} style={{ width: `${percentages[option]}%` }} />
                </div>
              </li>
            ))}
          </ul>
          <p>
            कुल वोट: {state.yes + state.no} · आपका वोट: {LABELS[state.choice]}
          </p>
          <button type="button" css={button} onClick={() => act({ type: 'revote' })}>
            फिर से वोट करें
          </button>
        </div>
      )}
    </section>
  );
}
