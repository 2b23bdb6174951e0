import { css } from '@emotion/react';
import { primaryButton, theme, useHydrated } from '@janmat/shared';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { OptionNumber, PollOption } from './pollCounts';

export interface VoteFormProps {
  /** The question, as the fieldset's legend (a heading, or visually hidden text on the poll page). */
  legend: ReactNode;
  options: PollOption[];
  onVote: (option: OptionNumber) => void;
}

const fieldset = css({ margin: 0, padding: 0, border: 0, minWidth: 0 });
const legendCss = css({ padding: 0, marginBottom: theme.space.sm });
const choiceCss = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  minHeight: '44px',
  padding: `0 ${theme.space.sm}`,
  marginBottom: theme.space.xs,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.background,
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: theme.colors.brand, background: '#fff5f5' },
  input: { width: '1.1rem', height: '1.1rem', accentColor: theme.colors.brand, flexShrink: 0 },
});
const button = css({
  ...primaryButton,
  marginTop: theme.space.sm,
  padding: `0 ${theme.space.lg}`,
  '&:disabled': { background: theme.colors.border, color: theme.colors.textMuted, cursor: 'not-allowed' },
});

/** The voting state: one radio per option and a vote button that stays disabled until a choice. */
export function VoteForm({ legend, options, onVote }: VoteFormProps) {
  const [choice, setChoice] = useState<OptionNumber | null>(null);
  const name = useId();
  const hydrated = useHydrated();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice !== null) onVote(choice);
  };
  return (
    <form onSubmit={submit}>
      <fieldset css={fieldset} disabled={!hydrated}>
        <legend css={legendCss}>{legend}</legend>
        {options.map((option) => (
          <label key={option.n} css={choiceCss}>
            <input
              type="radio"
              name={name}
              value={option.n}
              checked={choice === option.n}
              onChange={() => setChoice(option.n)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" css={button} disabled={choice === null}>
        वोट करें
      </button>
    </form>
  );
}
