import { useState } from 'react';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { badge, card, cardTitle, muted } from '../common/cardStyles';
import { formatIst } from '../common/formatIst';
import { Outcome } from '../common/Outcome';
import { plainButton, toolbar } from '../common/styles';
import { useDeskAction } from '../common/useDeskAction';
import { BreakingForm } from './BreakingForm';
import { type BreakingItem, useRemoveBreakingMutation } from './breakingApi';

interface BreakingRowProps {
  item: BreakingItem;
  /** Moves the item one place up (-1) or down (1); absent where it cannot go. */
  onUp?: () => void;
  onDown?: () => void;
  busy: boolean;
  /** A change or removal succeeded: the page says so (a removed row is gone). */
  onDone: (text: string) => void;
}

const ending = (item: BreakingItem) => (item.expiresAt ? `${formatIst(item.expiresAt)} तक` : 'हटाए जाने तक');

/** One ticker item: where it links, until when it shows; move, change or remove it. */
export function BreakingRow({ item, onUp, onDown, busy, onDone }: BreakingRowProps) {
  const [remove] = useRemoveBreakingMutation();
  const action = useDeskAction();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (editing) {
    return (
      <li css={card}>
        <BreakingForm
          item={item}
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
      <h2 css={cardTitle}>
        {item.name}
        {item.expired ? <span css={badge}>समय पूरा: टिकर में नहीं</span> : null}
      </h2>
      <p css={muted}>लेख: {item.url}</p>
      <p css={muted}>{item.expired ? `${ending(item)} थी` : `दिखेगी: ${ending(item)}`}</p>
      <div css={toolbar}>
        <button
          type="button"
          css={plainButton}
          disabled={busy || !onUp}
          onClick={onUp}
          aria-label={`${item.name}: ऊपर करें`}
        >
          ऊपर
        </button>
        <button
          type="button"
          css={plainButton}
          disabled={busy || !onDown}
          onClick={onDown}
          aria-label={`${item.name}: नीचे करें`}
        >
          नीचे
        </button>
        <button type="button" css={plainButton} onClick={() => setEditing(true)} aria-label={`${item.name}: बदलें`}>
          बदलें
        </button>
        <button type="button" css={plainButton} onClick={() => setConfirming(true)} aria-label={`${item.name}: हटाएँ`}>
          हटाएँ
        </button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={`«${item.name}» टिकर से हटाएँ?`}
          confirmLabel="हाँ, हटाएँ"
          busy={action.busy}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            if (await action.run(() => remove(item.id), '')) onDone(`«${item.name}» हटा दी गई।`);
          }}
        >
          <Outcome outcome={action.outcome} />
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
