import { csvRow, CsvSyntaxError, formulaSafe, parseCsv, withoutFormulaGuard } from './csv';

const fieldsOf = (text: string) => parseCsv(text).map((r) => r.fields);

describe('parseCsv', () => {
  it('reads records of comma-separated fields, with CRLF, LF or CR line breaks', () => {
    expect(fieldsOf('name,phone\r\nPriya,9876543210\r\n')).toEqual([['name', 'phone'], ['Priya', '9876543210']]);
    expect(fieldsOf('a,b\nc,d')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(fieldsOf('a,b\rc,d\r')).toEqual([['a', 'b'], ['c', 'd']]);
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

  it('names the line of a quoted field left open, and of text after a closing quote', () => {
    expect(() => parseCsv('a\nb,"open\nstill open')).toThrow(new CsvSyntaxError(2, 'a quoted field is not closed'));
    expect(() => parseCsv('a\n"closed"x,b')).toThrow('Line 2: text after a closing quote');
  });
});

describe('csvRow', () => {
  it('quotes only the fields that need it and ends the record with CRLF', () => {
    expect(csvRow(['Priya Nair', 'priya@example.com', 101, null])).toBe('Priya Nair,priya@example.com,101,\r\n');
    expect(csvRow(['Nair, Priya', 'say "hi"', 'two\nlines', ' padded'])).toBe('"Nair, Priya","say ""hi""","two\nlines"," padded"\r\n');
  });

  it('round-trips through parseCsv', () => {
    const rows = [['a,b', '"quoted"', 'line\r\nbreak', ''], ['plain', 'ünïcode', '', 'x']];
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
    for (const value of ['=HYPERLINK("x")', '-1', 'Priya', "'quoted"]) expect(withoutFormulaGuard(formulaSafe(value))).toBe(value);
  });
});
