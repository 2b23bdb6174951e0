import { css } from '@emotion/react';
import { theme } from '@janmat/shared';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../common/errorMessage';
import { type ActionOutcome, Outcome } from '../common/Outcome';
import { mainButton, toolbar } from '../common/styles';
import { type ImportFault, type ImportKind, importFaults, useImportCsvMutation } from './resultsDeskApi';

const KINDS: { kind: ImportKind; label: string; columns: string }[] = [
  { kind: 'parties', label: 'पार्टियाँ', columns: 'code, name, short, colour, alliance' },
  {
    kind: 'constituencies',
    label: 'निर्वाचन क्षेत्र',
    columns: 'number, slug, name, name_latin, district, reserved, held_by',
  },
  { kind: 'candidates', label: 'उम्मीदवार', columns: 'id, constituency, name, party' },
];

const area = css({ width: '100%', minHeight: '8rem', fontFamily: 'monospace', fontSize: theme.fontSizes.sm });

/**
 * Imports one CSV into the election (a file chosen or text pasted): parties, then constituencies,
 * then candidates. A refused file imports nothing and lists its faulty lines in Hindi.
 */
export function CsvImport({ slug }: { slug: string }) {
  const [send, { isLoading }] = useImportCsvMutation();
  const [kind, setKind] = useState<ImportKind>('parties');
  const [csv, setCsv] = useState('');
  const [outcome, setOutcome] = useState<ActionOutcome>();
  const [faults, setFaults] = useState<ImportFault[]>([]);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(undefined);
    const result = await send({ slug, kind, csv });
    setFaults('error' in result ? importFaults(result.error) : []);
    setOutcome(
      'error' in result
        ? { ok: false, text: errorMessage(result.error) }
        : { ok: true, text: `${result.data.imported} पंक्तियाँ आयात हुईं।` },
    );
  };
  const columns = KINDS.find((k) => k.kind === kind)!.columns;
  return (
    <form onSubmit={onSubmit} aria-labelledby="csv-title">
      <h2 id="csv-title">CSV आयात</h2>
      <label htmlFor="csv-kind">क्या आयात करें</label>
      <select id="csv-kind" value={kind} onChange={(e) => setKind(e.target.value as ImportKind)}>
        {KINDS.map((k) => (
          <option key={k.kind} value={k.kind}>
            {k.label}
          </option>
        ))}
      </select>
      <p id="csv-columns">कॉलम (पहली पंक्ति में): {columns}</p>
      <label htmlFor="csv-file">फ़ाइल चुनें</label>
      <input
        id="csv-file"
        type="file"
        accept=".csv,text/csv"
        onChange={async (e) => setCsv((await e.target.files?.[0]?.text()) ?? '')}
      />
      <label htmlFor="csv-text">या CSV यहाँ चिपकाएँ</label>
      <textarea
        id="csv-text"
        css={area}
        value={csv}
        onChange={(e) => setCsv(e.target.value)}
        aria-describedby="csv-columns"
      />
      <Outcome outcome={outcome} />
      {faults.length > 0 && (
        <ul aria-label="CSV की गलतियाँ">
          {faults.map((f) => (
            <li key={f.line}>{f.message}</li>
          ))}
        </ul>
      )}
      <div css={toolbar}>
        <button type="submit" css={mainButton} disabled={isLoading || csv.trim() === ''}>
          आयात करें
        </button>
      </div>
    </form>
  );
}
