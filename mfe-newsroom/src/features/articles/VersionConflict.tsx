import { theme } from '@janmat/shared';
import type { Article } from '@janmat/shared/contracts';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { ConflictComparison } from '../common/ConflictComparison';
import { conflictBox } from '../common/styles';
import type { ArticleValues } from './articleForm';
import { conflictRows } from './conflictRows';

interface VersionConflictProps {
  /** The version the editor's text was based on. */
  held: Article;
  /** The article as someone else saved it meanwhile. */
  theirs: Article;
  /** Take theirs: the form shows the saved article. */
  onReload: () => void;
  /** Keep the editor's text: saved again, over the version now seen. */
  onKeep: () => void;
}

/** Someone else changed the article: what they changed, both texts side by side, reload or keep one's own. */
export function VersionConflict({ held, theirs, onReload, onKeep }: VersionConflictProps) {
  const { values } = useFormikContext<ArticleValues>();
  const { rows, changed } = conflictRows(values, held, theirs);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section role="alert" aria-labelledby="version-conflict-title" css={conflictBox}>
      <h2 id="version-conflict-title" ref={heading} tabIndex={-1} css={{ fontSize: theme.fontSizes.lg, margin: 0 }}>
        किसी और ने यह लेख बदल दिया है
      </h2>
      <p>
        आपके खोलने के बाद यह लेख दोबारा सहेजा गया।{' '}
        {changed.length > 0 ? `उन्होंने बदला: ${changed.join(', ')}।` : 'सहेजे गए रूप में कोई फ़ील्ड नहीं बदला।'}
      </p>
      <ConflictComparison
        rows={rows.map((r) => ({ key: r.field, label: r.label, mine: r.mine, theirs: r.theirs }))}
        caption="आपका लिखा और सहेजा हुआ नया रूप"
        onReload={onReload}
        onKeep={onKeep}
      />
    </section>
  );
}
