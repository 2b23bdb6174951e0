import { css } from '@emotion/react';
import { primaryButton, theme } from '@janmat/shared';
import { type FormEvent, useState } from 'react';
import { useGetPushTopicsQuery } from './bellApi';
import { BELL_PANEL_TEXTS } from './bellPanelTexts';
import type { BellMessage } from './useBell';

const fieldsetCss = css({
  margin: `${theme.space.md} 0`,
  padding: 0,
  border: 0,
  legend: { padding: 0, marginBottom: theme.space.sm, fontWeight: 600 },
  ul: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
    gap: theme.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  label: { display: 'flex', alignItems: 'center', gap: theme.space.sm, minHeight: '44px', cursor: 'pointer' },
  input: { width: '20px', height: '20px', margin: 0, accentColor: theme.colors.brand },
});

const actionsCss = css({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm });

const submitCss = css({ ...primaryButton, padding: `0 ${theme.space.lg}`, '&:disabled': { opacity: 0.6 } });

const offCss = css({
  ...primaryButton,
  padding: `0 ${theme.space.lg}`,
  background: theme.colors.background,
  color: theme.colors.brandText,
  border: `1px solid ${theme.colors.brandText}`,
  '&:disabled': { opacity: 0.6 },
});

interface BellTopicsProps {
  /** Whether this browser is subscribed: the form then saves other topics and offers «बंद करें». */
  on: boolean;
  saving: boolean;
  /** The topics last saved from this browser, chosen at first (else «ब्रेकिंग», the first topic). */
  savedTopics: string[] | undefined;
  onSubmit: (topics: string[]) => void;
  onTurnOff: () => void;
  /** Says something to the reader (a topic must be chosen). */
  onMessage: (message: BellMessage) => void;
}

/** The topics to follow (checkboxes, «ब्रेकिंग» first) and the bell's buttons. */
export function BellTopics({ on, saving, savedTopics, onSubmit, onTurnOff, onMessage }: BellTopicsProps) {
  const { data: topics, isError } = useGetPushTopicsQuery();
  const [chosenHere, setChosenHere] = useState<string[]>();
  if (isError && !topics) return <p>{BELL_PANEL_TEXTS.topicsFailed}</p>;
  if (!topics) return <p>{BELL_PANEL_TEXTS.topicsLoading}</p>;
  const known = new Set(topics.map((topic) => topic.id));
  const chosen = chosenHere ?? savedTopics?.filter((id) => known.has(id)) ?? topics.slice(0, 1).map((t) => t.id);
  const toggle = (id: string, checked: boolean) =>
    setChosenHere(checked ? [...chosen, id] : chosen.filter((other) => other !== id));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) onMessage({ text: BELL_PANEL_TEXTS.noTopic, tone: 'error' });
    // In the tap itself: turning the bell on asks for the browser's permission at once.
    else onSubmit(chosen);
  };
  return (
    <form onSubmit={submit} aria-busy={saving}>
      <fieldset css={fieldsetCss}>
        <legend>{BELL_PANEL_TEXTS.topicsLegend}</legend>
        <ul>
          {topics.map((topic) => (
            <li key={topic.id}>
              <label>
                <input
                  type="checkbox"
                  name="topic"
                  value={topic.id}
                  checked={chosen.includes(topic.id)}
                  onChange={(event) => toggle(topic.id, event.target.checked)}
                />
                {topic.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div css={actionsCss}>
        <button type="submit" css={submitCss} disabled={saving}>
          {saving ? BELL_PANEL_TEXTS.saving : on ? BELL_PANEL_TEXTS.saveTopics : BELL_PANEL_TEXTS.turnOn}
        </button>
        {on ? (
          <button type="button" css={offCss} disabled={saving} onClick={onTurnOff}>
            {BELL_PANEL_TEXTS.turnOff}
          </button>
        ) : null}
      </div>
    </form>
  );
}
