import { formatIst } from '../common/formatIst';
import { plainButton } from '../common/styles';
import type { DeskAction } from '../common/useDeskAction';
import type { InboxMessage } from './contactApi';
import { markLabel } from './markLabel';
import { useMarkContact } from './useMarkContact';

interface ContactRowProps {
  message: InboxMessage;
  desk: DeskAction;
  onOpen: () => void;
}

/** One message in the inbox: when, from whom, about what, whether dealt with; open it or mark it. */
export function ContactRow({ message, desk, onOpen }: ContactRowProps) {
  const mark = useMarkContact(desk);
  const subject = message.subject || 'बिना विषय';
  return (
    <tr css={message.handled ? undefined : { fontWeight: 600 }}>
      <td>{formatIst(message.receivedAt)}</td>
      <td>{message.name}</td>
      <td>{subject}</td>
      <td>{message.handled ? 'निपटाया' : 'बाकी'}</td>
      <td>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: '8px' }}>
          <button type="button" css={plainButton} onClick={onOpen} aria-label={`खोलें: ${subject} (${message.name})`}>
            खोलें
          </button>
          <button
            type="button"
            css={plainButton}
            disabled={desk.busy}
            onClick={() => void mark(message)}
            aria-label={`${markLabel(message)}: ${subject} (${message.name})`}
          >
            {markLabel(message)}
          </button>
        </div>
      </td>
    </tr>
  );
}
