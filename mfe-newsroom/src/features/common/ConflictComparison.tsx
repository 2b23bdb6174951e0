import { theme } from '@janmat/shared';
import { mainButton, plainButton, table, toolbar } from './styles';

/** One field in a save that met someone else's: what the person typed and what is saved now. */
interface ConflictRow {
  key: string;
  label: string;
  mine: string;
  theirs: string;
}

interface ConflictComparisonProps {
  /** The fields that differ, shown side by side (none: the table is left out). */
  rows: ConflictRow[];
  /** A caption for the table, when the notice has room for one. */
  caption?: string;
  /** Take theirs into the form. */
  onReload: () => void;
  /** Save the form's own text over theirs. */
  onKeep: () => void;
}

const cell = { verticalAlign: 'top', whiteSpace: 'pre-wrap', padding: theme.space.xs } as const;

/** The two texts of a save that met someone else's, side by side, with «reload» and «keep mine». */
export function ConflictComparison({ rows, caption, onReload, onKeep }: ConflictComparisonProps) {
  return (
    <>
      {rows.length > 0 ? (
        <table css={table}>
          {caption ? <caption css={{ textAlign: 'start' }}>{caption}</caption> : null}
          <thead>
            <tr>
              <th scope="col">फ़ील्ड</th>
              <th scope="col">आपका लिखा</th>
              <th scope="col">सहेजा हुआ नया रूप</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" css={cell}>
                  {row.label}
                </th>
                <td css={cell}>{row.mine}</td>
                <td css={cell}>{row.theirs}</td>
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
    </>
  );
}
