import { Dialog, theme } from '@janmat/shared';
import type { ReactNode } from 'react';
import { plainButton, toolbar } from './styles';

interface ConfirmDialogProps {
  /** The question, as the dialog's name and heading. */
  title: string;
  /** The button that goes ahead (e.g. «हाँ, हटाएँ»). */
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  /** What else the step needs (a reason) or tells (its refusal). */
  children?: ReactNode;
}

const panel = {
  maxWidth: '32rem',
  margin: '10vh auto 0',
  padding: theme.space.lg,
  background: theme.colors.background,
  borderRadius: theme.radius.md,
} as const;
const danger = { ...plainButton, borderColor: theme.colors.error, color: theme.colors.error, fontWeight: 600 } as const;

/** Asks before a step that cannot be undone; «रद्द करें», Escape or a click outside keep things as they are. */
export function ConfirmDialog({ title, confirmLabel, onConfirm, onClose, busy, children }: ConfirmDialogProps) {
  return (
    <Dialog label={title} onClose={onClose} css={panel} title={<h2 css={{ margin: 0 }}>{title}</h2>}>
      {children}
      <div css={{ ...toolbar, marginTop: theme.space.md }}>
        <button type="button" css={danger} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" css={plainButton} onClick={onClose}>
          रद्द करें
        </button>
      </div>
    </Dialog>
  );
}
