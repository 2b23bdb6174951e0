import { GLOSSARY_HINDI_MAX } from '@janmat/shared/validation';
import { useState } from 'react';
import { Outcome } from '../common/Outcome';
import { plainButton } from '../common/styles';
import { useDeskAction } from '../common/useDeskAction';
import { type SearchGlossaryEntry, useSaveGlossaryEntryMutation } from './glossaryApi';

/** One glossary entry: its English term, its Hindi forms in a field, and a button that saves them. */
export function GlossaryRow({ entry }: { entry: SearchGlossaryEntry }) {
  const [save] = useSaveGlossaryEntryMutation();
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
        </button>
      </td>
    </tr>
  );
}
