import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { Outcome } from '../common/Outcome';
import { plainButton } from '../common/styles';
import { useDeskAction } from '../common/useDeskAction';

interface RemoveTermButtonProps {
  /** The word readers type: the button's name is «<term>: हटाएँ». */
  term: string;
  /** The dialog's question. */
  title: string;
  /** What the search loses by it. */
  consequence: ReactNode;
  /** The removal's call (a mutation's result). */
  remove: () => PromiseLike<{ data: unknown } | { error: unknown }>;
  /** Told once the server has removed it (the row then leaves the table). */
  onRemoved: (text: string) => void;
}

/**
 * «हटाएँ» for a word the search reads (an alias, a glossary entry): asks first, saying what the search
 * loses; a refusal stays in the dialog, a removal is told to the page.
 */
export function RemoveTermButton({ term, title, consequence, remove, onRemoved }: RemoveTermButtonProps) {
  const action = useDeskAction();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button type="button" css={plainButton} onClick={() => setConfirming(true)} aria-label={`${term}: हटाएँ`}>
        हटाएँ
      </button>
      {confirming ? (
        <ConfirmDialog
          title={title}
          confirmLabel="हाँ, हटाएँ"
          busy={action.busy}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            if (await action.run(remove, '')) onRemoved(`«${term}» हटा दिया गया।`);
          }}
        >
          <p>{consequence}</p>
          <Outcome outcome={action.outcome} />
        </ConfirmDialog>
      ) : null}
    </>
  );
}
