import { errorBox, successBox } from './styles';

/** What an action came to: `ok` is a success, otherwise a refusal. */
export interface ActionOutcome {
  ok: boolean;
  text: string;
}

/** A success as a status message, a refusal as an alert; nothing before the first try. */
export function Outcome({ outcome }: { outcome: ActionOutcome | undefined }) {
  if (!outcome) return null;
  return (
    <p role={outcome.ok ? 'status' : 'alert'} css={outcome.ok ? successBox : errorBox}>
      {outcome.text}
    </p>
  );
}
