/** One line of a CSV file: its number in the file (the header is line 1) and its fields. */
export interface CsvLine {
  line: number;
  fields: string[];
}

/**
 * CSV as spreadsheets write it (RFC 4180): fields separated by commas, quoted with `"` when they
 * hold a comma, a quote (doubled) or a line break; lines end with LF or CRLF; a leading BOM is
 * dropped, blank lines are skipped. Each line keeps the number it starts on, so errors can name it.
 */
export function parseCsv(text: string): CsvLine[] {
  const source = text.replace(/^\uFEFF/, '');
  const lines: CsvLine[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endLine = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]!.trim() !== '') lines.push({ line: start, fields });
    fields = [];
    field = '';
    start = line;
  };
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line += 1;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i += 1;
      line += 1;
      endLine();
    } else field += c;
  }
  if (field !== '' || fields.length > 0) endLine();
  return lines;
}
