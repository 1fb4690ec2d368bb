import { csvRow, CsvSyntaxError, formulaSafe, parseCsv, withoutFormulaGuard } from './csv';

const fieldsOf = (text: string) => parseCsv(text).map((r) => r.fields);

describe('parseCsv', () => {
  it('reads records of comma-separated fields, with CRLF, LF or CR line breaks', () => {
    expect(fieldsOf('name,phone\r\nPriya,9876543210\r\n')).toEqual([
      ['name', 'phone'],
      ['Priya', '9876543210'],
    ]);
    expect(fieldsOf('a,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(fieldsOf('a,b\rc,d\r')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('keeps empty fields and blank lines as records', () => {
    expect(fieldsOf('a,,c,\n\nd')).toEqual([['a', '', 'c', ''], [''], ['d']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(fieldsOf('"Nair, Priya","She said ""hi""","two\r\nlines",""\r\nx')).toEqual([
      ['Nair, Priya', 'She said "hi"', 'two\r\nlines', ''],
      ['x'],
    ]);
  });

  it('skips a byte-order mark', () => {
    expect(fieldsOf('\uFEFFname,email\n')).toEqual([['name', 'email']]);
  });

  it('numbers each record by the line it starts on and keeps its raw text', () => {
    const records = parseCsv('h1,h2\r\n"multi\nline",x\r\nlast,"q ""x"""');
    expect(records.map((r) => [r.line, r.raw])).toEqual([
      [1, 'h1,h2'],
      [2, '"multi\nline",x'],
      [4, 'last,"q ""x"""'],
    ]);
  });

  it('reads a quote inside an unquoted field as a character', () => {
    expect(fieldsOf('5\'10",tall')).toEqual([['5\'10"', 'tall']]);
  });

  it('names the line where a quoted field was left open', () => {
    expect(() => parseCsv('a\nb,"open\nstill open')).toThrow(new CsvSyntaxError(2, 'a quoted field is not closed'));
    expect(() => parseCsv('h\r\n"two\nlines",x\r\n"open')).toThrow('Line 4: a quoted field is not closed');
  });

  it('reads text after a closing quote as part of the field, as spreadsheets do', () => {
    expect(fieldsOf('a\n"closed"x,b')).toEqual([['a'], ['"closed"x', 'b']]);
  });

  it('reads files whose line breaks are mixed', () => {
    expect(parseCsv('a\r\nb\nc\rd').map((r) => [r.line, r.fields])).toEqual([
      [1, ['a']],
      [2, ['b']],
      [3, ['c']],
      [4, ['d']],
    ]);
  });
});

describe('csvRow', () => {
  it('quotes only the fields that need it and ends the record with CRLF', () => {
    expect(csvRow(['Priya Nair', 'priya@example.com', 101, null])).toBe('Priya Nair,priya@example.com,101,\r\n');
    expect(csvRow(['Nair, Priya', 'say "hi"', 'two\nlines', ' padded', 'a\rb'])).toBe(
      '"Nair, Priya","say ""hi""","two\nlines"," padded","a\rb"\r\n',
    );
  });

  it('round-trips through parseCsv', () => {
    const rows = [
      ['a,b', '"quoted"', 'line\r\nbreak', ''],
      ['plain', 'ünïcode', '', 'x'],
    ];
    expect(fieldsOf(rows.map((r) => csvRow(r)).join(''))).toEqual(rows);
  });
});

describe('formula guard', () => {
  it('prefixes cells a spreadsheet would run, and nothing else', () => {
    expect(['=1+2', '+91', '-5', '@SUM(A1)', '\tx', 'Priya', "'quoted", ''].map(formulaSafe)).toEqual([
      "'=1+2",
      "'+91",
      "'-5",
      "'@SUM(A1)",
      "'\tx",
      'Priya',
      "'quoted",
      '',
    ]);
  });

  it('is taken off again on import', () => {
    for (const value of ['=HYPERLINK("x")', '-1', 'Priya', "'quoted"])
      expect(withoutFormulaGuard(formulaSafe(value))).toBe(value);
  });
});
