import { InputError } from '../../common/errors';
import { CsvSyntaxError, parseCsv, withoutFormulaGuard } from '../csv/csv';
import { emailProblem, nameProblem, phoneProblem } from '../dto/person-rules';
import { isIsoDate, moveInDateProblem, toE164 } from '@hostel-admin/rules';

export const IMPORT_MAX_ROWS = 1000;
export const IMPORT_MAX_CSV_BYTES = 1024 * 1024;

/** The CSV columns, as the export writes them too. */
export const CSV_COLUMNS = ['name', 'email', 'phone', 'move_in_date', 'room_no'] as const;
type Column = (typeof CSV_COLUMNS)[number];
const REQUIRED_COLUMNS: readonly Column[] = ['name', 'email', 'phone', 'move_in_date'];

/** A resident to import, with its values as written (trimmed). */
export interface ImportDraft {
  line: number;
  name: string;
  email: string;
  phone: string;
  moveInDate: string;
  roomNumber?: string | number | null;
}

/** A resident whose values passed the field rules. */
export interface ImportRow {
  line: number;
  name: string;
  email: string;
  phone: string;
  moveInDate: string;
  roomNumber: number | null;
}

/** A broken rule, named by its CSV column. */
export interface Problem {
  column: Column;
  message: string;
}

/** "email: Invalid email format.": how a preview lists a problem. */
export const describe = (problem: Problem) => `${problem.column}: ${problem.message}`;

/** The importStudents input field of each column. */
export const INPUT_FIELDS: Record<Column, keyof ImportRow> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  move_in_date: 'moveInDate',
  room_no: 'roomNumber',
};

export type Checked = { row: ImportRow; problems: [] } | { row?: undefined; problems: Problem[] };

/** The data records of a CSV file, each read by its header's column names; blank lines are skipped. */
export function readCsv(csv: string): { draft: ImportDraft; raw: string }[] {
  if (Buffer.byteLength(csv, 'utf8') > IMPORT_MAX_CSV_BYTES)
    throw InputError.field('csv', 'The CSV file must be at most 1 MB');
  let records;
  try {
    records = parseCsv(csv).filter((r) => r.fields.some((f) => f.trim() !== ''));
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw InputError.field('csv', `The CSV file cannot be read: ${error.message}`);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) return [];
  const position = columnPositions(header.fields);
  if (rows.length > IMPORT_MAX_ROWS)
    throw InputError.field('csv', `The CSV file must have at most ${IMPORT_MAX_ROWS} rows (it has ${rows.length})`);
  return rows.map(({ line, fields, raw }) => {
    const value = (column: Column) =>
      withoutFormulaGuard((position.get(column) === undefined ? '' : (fields[position.get(column)!] ?? '')).trim());
    return {
      draft: {
        line,
        name: value('name'),
        email: value('email'),
        phone: value('phone'),
        moveInDate: value('move_in_date'),
        roomNumber: value('room_no'),
      },
      raw,
    };
  });
}

function columnPositions(header: string[]): Map<Column, number> {
  const position = new Map<Column, number>();
  header.forEach((name, i) => {
    const column = name.trim().toLowerCase() as Column;
    if (!CSV_COLUMNS.includes(column)) return;
    if (position.has(column)) throw InputError.field('csv', `The header row names the column ${column} twice`);
    position.set(column, i);
  });
  const missing = REQUIRED_COLUMNS.filter((c) => !position.has(c));
  if (missing.length)
    throw InputError.field(
      'csv',
      `The header row must name the columns ${REQUIRED_COLUMNS.join(', ')} (missing: ${missing.join(', ')})`,
    );
  return position;
}

/** The field rules of one resident; each message names its CSV column, like "email: Invalid email format.". */
export function checkFields(draft: ImportDraft, today: string): Checked {
  // Stored as E.164 like every phone; the cell may hold any form the phone rule reads ("098765 43210").
  const phone = toE164(draft.phone) ?? draft.phone;
  const roomNumber = roomNumberOf(draft.roomNumber);
  const problems = (
    [
      ['name', nameProblem(draft.name)],
      ['email', emailProblem(draft.email)],
      ['phone', phoneProblem(draft.phone)],
      [
        'move_in_date',
        isIsoDate(draft.moveInDate) ? moveInDateProblem(draft.moveInDate, today) : 'Invalid date (use YYYY-MM-DD)',
      ],
      ['room_no', roomNumber === undefined ? 'Must be a whole number' : null],
    ] as [Column, string | null][]
  ).flatMap(([column, message]) => (message === null ? [] : [{ column, message }]));
  if (problems.length || roomNumber === undefined) return { problems };
  return {
    row: { line: draft.line, name: draft.name, email: draft.email, phone, moveInDate: draft.moveInDate, roomNumber },
    problems: [],
  };
}

/** null when left blank; undefined when not a positive whole number. */
function roomNumberOf(value: ImportDraft['roomNumber']): number | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(number) && number > 0 ? number : undefined;
}
