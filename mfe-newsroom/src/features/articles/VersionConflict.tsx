import { theme } from '@janmat/shared';
import type { Article } from '@janmat/shared/contracts';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { mainButton, plainButton, table } from '../../app/styles';
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

const box = {
  border: `2px solid ${theme.colors.error}`,
  borderRadius: theme.radius.md,
  padding: theme.space.md,
  margin: `${theme.space.md} 0`,
} as const;
const cell = { verticalAlign: 'top', whiteSpace: 'pre-wrap', padding: theme.space.xs } as const;
const row = { display: 'flex', flexWrap: 'wrap', gap: theme.space.sm } as const;

/** Someone else changed the article: what they changed, both texts side by side, reload or keep one's own. */
export function VersionConflict({ held, theirs, onReload, onKeep }: VersionConflictProps) {
  const { values } = useFormikContext<ArticleValues>();
  const { rows, changed } = conflictRows(values, held, theirs);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section role="alert" aria-labelledby="version-conflict-title" css={box}>
      <h2 id="version-conflict-title" ref={heading} tabIndex={-1} css={{ fontSize: theme.fontSizes.lg, margin: 0 }}>
        किसी और ने यह लेख बदल दिया है
      </h2>
      <p>
        आपके खोलने के बाद यह लेख दोबारा सहेजा गया।{' '}
        {changed.length > 0 ? `उन्होंने बदला: ${changed.join(', ')}।` : 'सहेजे गए रूप में कोई फ़ील्ड नहीं बदला।'}
      </p>
      {rows.length > 0 ? (
        <table css={table}>
          <caption css={{ textAlign: 'start' }}>आपका लिखा और सहेजा हुआ नया रूप</caption>
          <thead>
            <tr>
              <th scope="col">फ़ील्ड</th>
              <th scope="col">आपका लिखा</th>
              <th scope="col">सहेजा हुआ नया रूप</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.field}>
                <th scope="row" css={cell}>
                  {r.label}
                </th>
                <td css={cell}>{r.mine}</td>
                <td css={cell}>{r.theirs}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div css={row}>
        <button type="button" css={plainButton} onClick={onReload}>
          नया रूप लें (दोबारा लोड करें)
        </button>
        <button type="button" css={mainButton} onClick={onKeep}>
          अपना लिखा रखें और सहेजें
        </button>
      </div>
    </section>
  );
}
