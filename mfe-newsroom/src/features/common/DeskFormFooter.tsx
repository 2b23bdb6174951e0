import { FocusFirstError } from '@janmat/shared/forms';
import { type ActionOutcome, Outcome } from './Outcome';
import { mainButton, plainButton, toolbar } from './styles';

interface DeskFormFooterProps {
  formId: string;
  outcome: ActionOutcome | undefined;
  busy: boolean;
  /** The submit button's text: «सहेजें» for a change, the form's own word for a new item. */
  submitText: string;
  /** Given (a change of an existing item), a cancel button closes the form. */
  onCancel?: () => void;
}

/** The end of every desk form: the last answer, submit, cancel for a change, focus on the first error. */
export function DeskFormFooter({ formId, outcome, busy, submitText, onCancel }: DeskFormFooterProps) {
  return (
    <>
      <Outcome outcome={outcome} />
      <div css={toolbar}>
        <button type="submit" css={mainButton} disabled={busy}>
          {submitText}
        </button>
        {onCancel ? (
          <button type="button" css={plainButton} onClick={onCancel}>
            रद्द करें
          </button>
        ) : null}
      </div>
      <FocusFirstError formId={formId} />
    </>
  );
}
