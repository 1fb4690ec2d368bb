import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

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

/** Any of the three line breaks ends a record, even mixed in one file (files edited by different programs). */
const RECORD_DELIMITERS = ['\r\n', '\n', '\r'];
const TRAILING_BREAK = /(\r\n|\n|\r)$/;

/** Reads the text with csv-parse: a quote inside an unquoted field is a character, short and long records are kept. */
export function parseCsv(text: string): CsvRecord[] {
  let lastLine = 0;
  let rows: { record: string[]; raw: string; info: { lines: number } }[];
  try {
    rows = parse(text, {
      bom: true,
      info: true,
      raw: true,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: false,
      record_delimiter: RECORD_DELIMITERS,
      on_record: (record, context) => ((lastLine = context.lines), record),
    }) as unknown as typeof rows;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // The record that failed starts on the line after the last one read.
    throw new CsvSyntaxError(
      lastLine + 1,
      error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quoted field is not closed' : 'the record cannot be read',
    );
  }
  let nextLine = 1;
  return rows.map(({ record, raw, info }) => {
    const line = nextLine;
    nextLine = info.lines + 1;
    return { line, fields: record, raw: raw.replace(TRAILING_BREAK, '') };
  });
}

/** One record with csv-stringify: fields quoted where they need it (also around line breaks and edge spaces), ended by CRLF. */
export function csvRow(fields: readonly (string | number | null)[]): string {
  return stringify([fields.map((value) => (value === null ? '' : String(value)))], {
    record_delimiter: '\r\n',
    quoted_match: /^\s|\s$|[\r\n]/,
  });
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
