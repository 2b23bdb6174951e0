import { theme } from '@janmat/shared';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { fieldBox, fieldLabel, hint } from '../common/fieldStyles';
import { Outcome } from '../common/Outcome';

interface ReleaseStepDialogProps {
  title: string;
  /** What the step will do, in a sentence. */
  effect: string;
  confirmLabel: string;
  busy: boolean;
  /** The server's refusal of the last try, if it refused. */
  refusal?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

const reasonBox = {
  font: 'inherit',
  padding: theme.space.sm,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  minHeight: '4.5rem',
} as const;

/** Asks before a promotion or rollback, with an optional reason for the history and audit log. */
export function ReleaseStepDialog({
  title,
  effect,
  confirmLabel,
  busy,
  refusal,
  onConfirm,
  onClose,
}: ReleaseStepDialogProps) {
  const [reason, setReason] = useState('');
  const id = useId();
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      busy={busy}
      onConfirm={() => onConfirm(reason.trim())}
      onClose={onClose}
    >
      <p>{effect}</p>
      <div css={fieldBox}>
        <label htmlFor={`${id}-reason`} css={fieldLabel}>
          कारण (वैकल्पिक)
        </label>
        <textarea
          id={`${id}-reason`}
          css={reasonBox}
          value={reason}
          maxLength={500}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${id}-hint`} css={hint}>
          इतिहास और ऑडिट लॉग में रहेगा
        </p>
      </div>
      <Outcome outcome={refusal ? { ok: false, text: refusal } : undefined} />
    </ConfirmDialog>
  );
}
