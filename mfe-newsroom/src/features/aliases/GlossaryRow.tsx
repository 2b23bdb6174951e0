import { GLOSSARY_HINDI_MAX } from '@janmat/shared/validation';
import { useState } from 'react';
import { Outcome } from '../common/Outcome';
import { plainButton } from '../common/styles';
import { useDeskAction } from '../common/useDeskAction';
import { type SearchGlossaryEntry, useRemoveGlossaryEntryMutation, useSaveGlossaryEntryMutation } from './glossaryApi';
import { RemoveTermButton } from './RemoveTermButton';

/**
 * One glossary entry: its English term, its Hindi forms in a field, a button that saves them and one
 * that removes the entry (asking first).
 */
export function GlossaryRow({ entry, onRemoved }: { entry: SearchGlossaryEntry; onRemoved: (text: string) => void }) {
  const [save] = useSaveGlossaryEntryMutation();
  const [remove] = useRemoveGlossaryEntryMutation();
  const action = useDeskAction();
  const [hindi, setHindi] = useState(entry.hindi);
  const changed = hindi.trim() !== entry.hindi;
  return (
    <tr>
      <td lang="en">{entry.term}</td>
      <td>
        <input
          aria-label={`${entry.term}: हिंदी रूप`}
          value={hindi}
          maxLength={GLOSSARY_HINDI_MAX}
          autoComplete="off"
          onChange={(event) => setHindi(event.target.value)}
        />
        <Outcome outcome={action.outcome} />
      </td>
      <td>
        <button
          type="button"
          css={plainButton}
          disabled={!changed || action.busy}
          aria-label={`${entry.term}: सहेजें`}
          onClick={() =>
            action.run(() => save({ term: entry.term, hindi: hindi.trim() }), `«${entry.term}» के हिंदी रूप सहेज दिए गए।`)
          }
        >
          सहेजें
        </button>{' '}
        <RemoveTermButton
          term={entry.term}
          title={`«${entry.term}» शब्दकोश से हटाएँ?`}
          consequence={`इसके बाद «${entry.term}» खोजने पर «${entry.hindi}» की ख़बरें शब्दकोश के सहारे नहीं मिलेंगी।`}
          remove={() => remove(entry.term)}
          onRemoved={onRemoved}
        />
      </td>
    </tr>
  );
}
