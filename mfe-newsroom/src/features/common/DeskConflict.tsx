import { useEffect, useRef } from 'react';
import { ConflictComparison } from './ConflictComparison';
import { conflictBox } from './styles';

/** One field of a desk form: what the editor has typed and what is saved now. */
interface ConflictField {
  label: string;
  mine: string;
  theirs: string;
}

interface DeskConflictProps {
  /** The form's fields; those that differ are shown side by side. */
  fields: ConflictField[];
  /** Take theirs into the form. */
  onReload: () => void;
  /** Save the form's own text over theirs. */
  onKeep: () => void;
}

/** Someone else saved this desk row meanwhile: the fields that differ, then reload or keep one's own. */
export function DeskConflict({ fields, onReload, onKeep }: DeskConflictProps) {
  const differing = fields.filter((field) => field.mine !== field.theirs);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section role="alert" aria-labelledby="desk-conflict-title" css={conflictBox}>
      <h3 id="desk-conflict-title" ref={heading} tabIndex={-1} css={{ margin: 0 }}>
        किसी और ने इसे बदल दिया है
      </h3>
      <p>
        {differing.length > 0
          ? `आपके खोलने के बाद इसे दोबारा सहेजा गया। अलग है: ${differing.map((field) => field.label).join(', ')}।`
          : 'आपके खोलने के बाद इसे दोबारा सहेजा गया; आपका लिखा उससे अलग नहीं है।'}
      </p>
      <ConflictComparison
        rows={differing.map((field) => ({ key: field.label, ...field }))}
        onReload={onReload}
        onKeep={onKeep}
      />
    </section>
  );
}
