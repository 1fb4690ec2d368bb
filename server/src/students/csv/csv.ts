/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF (LF and CR alone are read too); a field in
 * double quotes may hold commas, line breaks and doubled quotes. A leading byte-order mark is skipped.
 */

export interface CsvRecord {
  /** Line of the file the record starts on, from 1. */
  line: number;
  fields: string[];
  /** The record as written in the file, without its line break. */
  raw: string;
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    problem: string,
  ) {
    super(`Line ${line}: ${problem}`);
  }
}

const BOM = '\uFEFF';

export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith(BOM) ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let recordStart = 0;
  let i = 0;

  const endRecord = (end: number) => {
    fields.push(field);
    records.push({ line: recordLine, fields, raw: input.slice(recordStart, end) });
    fields = [];
    field = '';
  };

  while (i < input.length) {
    const c = input[i];
    if (c === '"' && field === '' && (i === recordStart || input[i - 1] === ',')) {
      const opened = line;
      i++;
      for (;;) {
        if (i >= input.length) throw new CsvSyntaxError(opened, 'a quoted field is not closed');
        if (input[i] === '"') {
          if (input[i + 1] !== '"') break;
          field += '"';
          i += 2;
          continue;
        }
        if (input[i] === '\n' || (input[i] === '\r' && input[i + 1] !== '\n')) line++;
        field += input[i++];
      }
      i++;
      const next = input[i];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') throw new CsvSyntaxError(line, 'text after a closing quote');
    } else if (c === ',') {
      fields.push(field);
      field = '';
      i++;
    } else if (c === '\r' || c === '\n') {
      endRecord(i);
      i += c === '\r' && input[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
      recordStart = i;
    } else {
      field += c;
      i++;
    }
  }
  if (recordStart < input.length) endRecord(input.length);
  return records;
}

/** One record: fields quoted where they need it, ended by CRLF. */
export function csvRow(fields: readonly (string | number | null)[]): string {
  return `${fields.map((value) => csvField(value === null ? '' : String(value))).join(',')}\r\n`;
}

function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet will not run as a formula: text starting with = + - @ (or a tab or carriage
 * return) gets a leading apostrophe (OWASP, CSV injection). withoutFormulaGuard() takes it off again.
 */
export function formulaSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function withoutFormulaGuard(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
