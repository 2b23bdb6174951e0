import { css } from '@emotion/react';
import { PENDING_MARK, primaryButton, theme, useHydrated, useLocation, VOTE_FIELDS } from '@janmat/shared';
import { type FormEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import type { OptionNumber, PollOption } from './pollCounts';

export interface VoteFormProps {
  /** The poll's public id (`poll_id`), sent with the form when it is posted without scripts. */
  pollId: number;
  /** The question, as the fieldset's legend (a heading, or visually hidden text on the poll page). */
  legend: ReactNode;
  options: PollOption[];
  /** Casts the vote; the button shows it is being sent until this settles. */
  onVote: (option: OptionNumber) => unknown;
  /** Why the last vote posted without scripts was not counted (no option chosen), under the options. */
  problem?: string;
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
  '&:has(input:checked)': { borderColor: theme.colors.brand, background: theme.colors.brandTint },
  input: { width: '1.1rem', height: '1.1rem', accentColor: theme.colors.brand, flexShrink: 0 },
});
const problemCss = css({
  margin: `${theme.space.xs} 0 0`,
  color: theme.colors.error,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
});
const button = css({
  ...primaryButton,
  marginTop: theme.space.sm,
  padding: `0 ${theme.space.lg}`,
  '&:disabled': { background: theme.colors.border, color: theme.colors.textMuted, cursor: 'not-allowed' },
});

/** The option checked in the server's HTML before the scripts ran, if any. */
function checkedBefore(form: HTMLFormElement | null): OptionNumber | null {
  const value = form?.querySelector<HTMLInputElement>(`input[name="${VOTE_FIELDS.option}"]:checked`)?.value;
  return value ? (Number(value) as OptionNumber) : null;
}

/**
 * The voting state: one radio per option and a vote button that stays disabled until a choice. It is
 * a plain HTML form too (posted to the page it is on, `voteForms` on the server), so a reader votes
 * before the scripts run or without them; with them, nothing is posted and the vote goes through the API,
 * the button marked busy from the tap until it is answered.
 */
export function VoteForm({ pollId, legend, options, onVote, problem }: VoteFormProps) {
  const [choice, setChoice] = useState<OptionNumber | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // From the poll, not `useId` (the widget is also hydrated alone, as an island).
  const problemId = `vote-${pollId}-problem`;
  const hydrated = useHydrated();
  // Sent and not answered yet: the button says so at once (as the page's tap mark does before the scripts).
  const [sending, setSending] = useState(false);
  const { pathname } = useLocation();
  // A choice made in the server's HTML before the scripts ran is the form's choice once they do.
  useLayoutEffect(() => setChoice((current) => current ?? checkedBefore(form.current)), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === null || sending) return;
    setSending(true);
    void Promise.resolve(onVote(choice)).finally(() => setSending(false));
  };
  return (
    <form ref={form} method="post" action={pathname} onSubmit={submit}>
      <input type="hidden" name={VOTE_FIELDS.poll} value={pollId} />
      <fieldset css={fieldset} aria-describedby={problem ? problemId : undefined}>
        <legend css={legendCss}>{legend}</legend>
        {options.map((option) => (
          <label key={option.n} css={choiceCss}>
            <input
              type="radio"
              name={VOTE_FIELDS.option}
              value={option.n}
              required
              checked={choice === option.n}
              onChange={() => setChoice(option.n)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      {problem ? (
        <p id={problemId} role="alert" css={problemCss}>
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        css={button}
        disabled={hydrated && choice === null}
        aria-busy={sending || undefined}
        {...(sending ? { [PENDING_MARK]: '' } : {})}
      >
        वोट करें
      </button>
    </form>
  );
}
