import { parseCsv } from './csv';

describe('parseCsv', () => {
  test('reads quoted fields with commas, quotes and line breaks, and numbers each line as the file does', () => {
    const text = '\uFEFFcode,name\r\nBJP,"भारतीय जनता पार्टी, ""भाजपा"""\n\nINC,"कांग्रेस\nपार्टी"\nAAP,आप';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['code', 'name'] },
      { line: 2, fields: ['BJP', 'भारतीय जनता पार्टी, "भाजपा"'] },
      { line: 4, fields: ['INC', 'कांग्रेस\nपार्टी'] },
      { line: 6, fields: ['AAP', 'आप'] },
    ]);
  });

  test('an empty text has no lines', () => {
    expect(parseCsv('\n\n')).toEqual([]);
  });
});
