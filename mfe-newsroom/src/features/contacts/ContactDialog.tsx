import { Dialog, theme } from '@janmat/shared';
import { formatIst } from '../common/formatIst';
import { Outcome } from '../common/Outcome';
import { plainButton } from '../common/styles';
import { useDeskAction } from '../common/useDeskAction';
import type { InboxMessage } from './contactApi';
import { markLabel } from './markLabel';
import { useMarkContact } from './useMarkContact';

interface ContactDialogProps {
  message: InboxMessage;
  /** The message as marked now. */
  onChange: (message: InboxMessage) => void;
  onClose: () => void;
}

const panel = {
  maxWidth: '40rem',
  maxHeight: '90vh',
  overflowY: 'auto',
  margin: '5vh auto 0',
  padding: theme.space.lg,
  background: theme.colors.background,
  borderRadius: theme.radius.md,
} as const;
const details = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${theme.space.xs} ${theme.space.md}`,
} as const;

/** One message in full: who sent it, when, and its text as plain text (never read as markup). */
export function ContactDialog({ message, onChange, onClose }: ContactDialogProps) {
  const desk = useDeskAction();
  const mark = useMarkContact(desk);
  const title = message.subject || 'बिना विषय का संदेश';
  return (
    <Dialog label={title} onClose={onClose} css={panel} closeLabel="बंद करें" title={<h2 css={{ margin: 0 }}>{title}</h2>}>
      <dl css={details}>
        <dt>नाम</dt>
        <dd css={{ margin: 0 }}>{message.name}</dd>
        <dt>ई-मेल</dt>
        <dd css={{ margin: 0 }}>{message.email}</dd>
        <dt>फ़ोन</dt>
        <dd css={{ margin: 0 }}>{message.phone || '—'}</dd>
        <dt>भेजा (भेजने वाले की घड़ी)</dt>
        <dd css={{ margin: 0 }}>{message.sentAt}</dd>
        <dt>मिला</dt>
        <dd css={{ margin: 0 }}>{formatIst(message.receivedAt)}</dd>
        <dt>स्थिति</dt>
        <dd css={{ margin: 0 }}>
          {message.handled
            ? `निपटाया: ${message.handledBy?.name ?? '—'}${message.handledAt ? `, ${formatIst(message.handledAt)}` : ''}`
            : 'बाकी'}
        </dd>
      </dl>
      <p css={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{message.message}</p>
      <Outcome outcome={desk.outcome} />
      <button
        type="button"
        css={plainButton}
        disabled={desk.busy}
        onClick={async () => {
          const changed = await mark(message);
          if (changed) onChange(changed);
        }}
      >
        {markLabel(message)}
      </button>
    </Dialog>
  );
}
