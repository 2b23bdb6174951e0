import type { CsvLine } from './csv';
import { RESULTS_MESSAGES as M } from './resultsMessages';

/** What each import's CSV holds: its columns (those marked `?` may be left empty or out). */
const IMPORT_COLUMNS = {
  parties: ['code', 'name', 'short', 'colour', 'alliance?'],
  constituencies: ['number', 'slug', 'name', 'name_latin', 'district', 'reserved?', 'held_by?'],
  candidates: ['id', 'constituency', 'name', 'party'],
} as const;

export type ImportKind = keyof typeof IMPORT_COLUMNS;

interface PartyRow {
  code: string;
  name: string;
  short: string;
  colour: string;
  alliance: string | null;
}
interface SeatRow {
  number: number;
  slug: string;
  name: string;
  name_latin: string;
  district: string;
  reserved: 'SC' | 'ST' | null;
  held_by: string | null;
}
interface CandidateRow {
  id: number;
  constituency: number;
  name: string;
  party: string;
}

/** A line's fault, in Hindi, naming it. */
export interface LineError {
  line: number;
  message: string;
}

/** At most this many faults are listed; the import is refused at the first anyway. */
const ERRORS_LISTED = 20;

const E = {
  empty: 'CSV में शीर्षक (कॉलम के नाम) की पंक्ति और कम से कम एक पंक्ति होनी चाहिए।',
  header: (kind: ImportKind, missing: string[]) =>
    `पंक्ति 1: ${kind} के CSV में ये कॉलम नहीं हैं: ${missing.join(', ')} (चाहिए: ${IMPORT_COLUMNS[kind].join(', ').replace(/\?/g, '')})।`,
  fieldCount: (n: number, want: number) => `पंक्ति ${n}: ${want} कॉलम होने चाहिए।`,
  required: (n: number, column: string) => `पंक्ति ${n}: «${column}» खाली है।`,
  tooLong: (n: number, column: string) => `पंक्ति ${n}: «${column}» 200 अक्षरों से लंबा है।`,
  number: (n: number, column: string) => `पंक्ति ${n}: «${column}» 1 या उससे बड़ी पूर्ण संख्या होनी चाहिए।`,
  code: (n: number) => `पंक्ति ${n}: पार्टी का code अंग्रेज़ी अक्षर, अंक, - या _ हो (20 तक)।`,
  colour: (n: number) => `पंक्ति ${n}: रंग #rrggbb के रूप में हो (जैसे #ff9933)।`,
  slug: (n: number) => `पंक्ति ${n}: slug छोटे अंग्रेज़ी अक्षरों, अंकों और - से बना हो।`,
  reserved: (n: number) => `पंक्ति ${n}: reserved खाली, SC या ST हो।`,
  repeated: (n: number, column: string, value: string) => `पंक्ति ${n}: ${column} «${value}» इस CSV में पहले आ चुका है।`,
} as const;

type Cells = Record<string, string>;
type Check<T> = (cells: Cells, line: number) => T | string;

const whole = (value: string) => (/^\d{1,9}$/.test(value) && Number(value) >= 1 ? Number(value) : undefined);

/** The cells of each line by column name, or the header's fault. */
function cellsOf(
  kind: ImportKind,
  lines: CsvLine[],
): { rows: { line: number; cells: Cells }[] } | { error: LineError } {
  const [header, ...body] = lines;
  if (!header || body.length === 0) return { error: { line: 1, message: E.empty } };
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const missing = IMPORT_COLUMNS[kind].filter((c) => !c.endsWith('?') && !names.includes(c));
  if (missing.length > 0) return { error: { line: 1, message: E.header(kind, [...missing]) } };
  return {
    rows: body.map(({ line, fields }) => ({
      line,
      cells: Object.fromEntries(names.map((name, i) => [name, (fields[i] ?? '').trim()])),
    })),
  };
}

/** The text columns of a line: each required one present, none over 200 characters. */
function texts(kind: ImportKind, cells: Cells, line: number): string | undefined {
  for (const column of IMPORT_COLUMNS[kind]) {
    const name = column.replace('?', '');
    const value = cells[name] ?? '';
    if (!column.endsWith('?') && value === '') return E.required(line, name);
    if (value.length > 200) return E.tooLong(line, name);
  }
  return undefined;
}

const party: Check<PartyRow> = (c, line) => {
  if (!/^[A-Za-z0-9_-]{1,20}$/.test(c.code!)) return E.code(line);
  if (!/^#[0-9a-fA-F]{6}$/.test(c.colour!)) return E.colour(line);
  return {
    code: c.code!,
    name: c.name!,
    short: c.short!,
    colour: c.colour!.toLowerCase(),
    alliance: c.alliance || null,
  };
};

const seat: Check<SeatRow> = (c, line) => {
  const number = whole(c.number!);
  if (number === undefined) return E.number(line, 'number');
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(c.slug!)) return E.slug(line);
  if (c.slug === 'find') return M.reservedSlug(line);
  const reserved = (c.reserved ?? '').toUpperCase();
  if (reserved !== '' && reserved !== 'SC' && reserved !== 'ST') return E.reserved(line);
  return {
    number,
    slug: c.slug!,
    name: c.name!,
    name_latin: c.name_latin!,
    district: c.district!,
    reserved: reserved === '' ? null : reserved,
    held_by: c.held_by || null,
  };
};

const candidate: Check<CandidateRow> = (c, line) => {
  const id = whole(c.id!);
  if (id === undefined) return E.number(line, 'id');
  const constituency = whole(c.constituency!);
  if (constituency === undefined) return E.number(line, 'constituency');
  return { id, constituency, name: c.name!, party: c.party! };
};

const CHECKS = { parties: party, constituencies: seat, candidates: candidate };
const KEYS = { parties: 'code', constituencies: 'number', candidates: 'id' } as const;

export type ImportRows = { parties: PartyRow[]; constituencies: SeatRow[]; candidates: CandidateRow[] };

/** The lines of an import as rows, or every fault found (up to 20), each naming its line. */
export function importRows<K extends ImportKind>(
  kind: K,
  lines: CsvLine[],
): { rows: ImportRows[K]; lines: number[] } | { errors: LineError[] } {
  const found = cellsOf(kind, lines);
  if ('error' in found) return { errors: [found.error] };
  const rows: unknown[] = [];
  const at: number[] = [];
  const errors: LineError[] = [];
  const seen = new Set<string>();
  for (const { line, cells } of found.rows) {
    const checked = texts(kind, cells, line) ?? CHECKS[kind](cells, line);
    const key = typeof checked === 'string' ? '' : String((checked as unknown as Record<string, unknown>)[KEYS[kind]]);
    if (typeof checked === 'string') errors.push({ line, message: checked });
    else if (seen.has(key)) errors.push({ line, message: E.repeated(line, KEYS[kind], key) });
    else {
      seen.add(key);
      rows.push(checked);
      at.push(line);
    }
    if (errors.length >= ERRORS_LISTED) break;
  }
  return errors.length > 0 ? { errors } : { rows: rows as ImportRows[K], lines: at };
}
