import { articleBodyStyle } from '@janmat/shared/article-body';
import { useState } from 'react';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { badge, card, muted } from '../common/cardStyles';
import { formatIst } from '../common/formatIst';
import { Outcome } from '../common/Outcome';
import { plainButton, toolbar } from '../common/styles';
import { useDeskAction } from '../common/useDeskAction';
import { LiveUpdateForm } from './LiveUpdateForm';
import { type NewsroomLiveUpdate, useDeleteUpdateMutation } from './liveDeskApi';

interface LiveUpdateRowProps {
  update: NewsroomLiveUpdate;
  /** A correction or deletion succeeded: the page says so (a deleted row is gone). */
  onDone: (text: string) => void;
}

/** One posted update: when and by whom, its marks, text and photo; correct or delete it. */
export function LiveUpdateRow({ update, onDone }: LiveUpdateRowProps) {
  const [remove] = useDeleteUpdateMutation();
  const action = useDeskAction();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const when = formatIst(update.postedAt);
  if (editing) {
    return (
      <li css={card}>
        <LiveUpdateForm
          articleId={update.articleId}
          update={update}
          onDone={(saved) => {
            setEditing(false);
            if (saved) onDone(saved);
          }}
        />
      </li>
    );
  }
  return (
    <li css={card}>
      <p css={muted}>
        {when}
        {update.postedBy ? ` · ${update.postedBy}` : ''}
        {update.updatedAt !== update.postedAt ? ' · सुधारा गया' : ''}
        {update.pinned ? <span css={badge}>पिन किया गया</span> : null}
        {update.keyEvent ? <span css={badge}>मुख्य घटना</span> : null}
      </p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the server with the article body's allow-list. */}
      <div css={articleBodyStyle} dangerouslySetInnerHTML={{ __html: update.body }} />
      {update.photo ? <p css={muted}>फ़ोटो: {update.photo}</p> : null}
      <div css={toolbar}>
        <button type="button" css={plainButton} onClick={() => setEditing(true)} aria-label={`${when} का अपडेट: सुधारें`}>
          सुधारें
        </button>
        <button
          type="button"
          css={plainButton}
          onClick={() => setConfirming(true)}
          aria-label={`${when} का अपडेट: हटाएँ`}
        >
          हटाएँ
        </button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={`${when} का अपडेट हटाएँ?`}
          confirmLabel="हाँ, हटाएँ"
          busy={action.busy}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            if (await action.run(() => remove(update.id), '')) onDone('अपडेट हटा दिया गया।');
          }}
        >
          <Outcome outcome={action.outcome} />
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
