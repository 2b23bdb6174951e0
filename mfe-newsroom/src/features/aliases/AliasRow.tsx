import { useState } from 'react';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { Outcome } from '../common/Outcome';
import { plainButton } from '../common/styles';
import { useDeskAction } from '../common/useDeskAction';
import { type SearchAlias, useRemoveSearchAliasMutation } from './aliasApi';

/** One alias in the table, with a remove button that asks first. */
export function AliasRow({ alias, onRemoved }: { alias: SearchAlias; onRemoved: (text: string) => void }) {
  const [remove] = useRemoveSearchAliasMutation();
  const action = useDeskAction();
  const [confirming, setConfirming] = useState(false);
  return (
    <tr>
      <td lang={/[a-z]/.test(alias.term) ? 'en' : undefined}>{alias.term}</td>
      <td>{alias.expansion}</td>
      <td>
        <button type="button" css={plainButton} onClick={() => setConfirming(true)} aria-label={`${alias.term}: हटाएँ`}>
          हटाएँ
        </button>
        {confirming ? (
          <ConfirmDialog
            title={`«${alias.term}» → «${alias.expansion}» हटाएँ?`}
            confirmLabel="हाँ, हटाएँ"
            busy={action.busy}
            onClose={() => setConfirming(false)}
            onConfirm={async () => {
              if (await action.run(() => remove(alias.term), '')) onRemoved(`«${alias.term}» हटा दिया गया।`);
            }}
          >
            <p>
              इसके बाद «{alias.term}» खोजने पर «{alias.expansion}» की ख़बरें इसके सहारे नहीं मिलेंगी।
            </p>
            <Outcome outcome={action.outcome} />
          </ConfirmDialog>
        ) : null}
      </td>
    </tr>
  );
}
