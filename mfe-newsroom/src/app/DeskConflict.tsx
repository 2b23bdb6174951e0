import { theme } from '@janmat/shared';
import { useEffect, useRef } from 'react';
import { mainButton, plainButton, table, toolbar } from './styles';

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

const box = {
  border: `2px solid ${theme.colors.error}`,
  borderRadius: theme.radius.md,
  padding: theme.space.md,
  margin: `${theme.space.sm} 0`,
} as const;
const cell = { verticalAlign: 'top', whiteSpace: 'pre-wrap', padding: theme.space.xs } as const;

/** Someone else saved this desk row meanwhile: the fields that differ, then reload or keep one's own. */
export function DeskConflict({ fields, onReload, onKeep }: DeskConflictProps) {
  const differing = fields.filter((field) => field.mine !== field.theirs);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section role="alert" aria-labelledby="desk-conflict-title" css={box}>
      <h3 id="desk-conflict-title" ref={heading} tabIndex={-1} css={{ margin: 0 }}>
        किसी और ने इसे बदल दिया है
      </h3>
      <p>
        {differing.length > 0
          ? `आपके खोलने के बाद इसे दोबारा सहेजा गया। अलग है: ${differing.map((field) => field.label).join(', ')}।`
          : 'आपके खोलने के बाद इसे दोबारा सहेजा गया; आपका लिखा उससे अलग नहीं है।'}
      </p>
      {differing.length > 0 ? (
        <table css={table}>
          <thead>
            <tr>
              <th scope="col">फ़ील्ड</th>
              <th scope="col">आपका लिखा</th>
              <th scope="col">सहेजा हुआ नया रूप</th>
            </tr>
          </thead>
          <tbody>
            {differing.map((field) => (
              <tr key={field.label}>
                <th scope="row" css={cell}>
                  {field.label}
                </th>
                <td css={cell}>{field.mine}</td>
                <td css={cell}>{field.theirs}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div css={toolbar}>
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
