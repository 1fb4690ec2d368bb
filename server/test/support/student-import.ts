import { AppError } from '../../src/common/errors';
import type { StudentImportInput } from '../../src/workflows/student-import/dto/student-import.args';

/** What an import test sends and reads: CSV text, a checked row, and a refusal's response. */
export const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => (e instanceof AppError ? e.getResponse() : e),
  );
export const HEADER = 'name,email,phone,move_in_date,room_no';
export const csv = (...lines: string[]) => [HEADER, ...lines].join('\r\n');
export const row = (
  line: number,
  name: string,
  phone: string,
  roomNumber: number | null = null,
): StudentImportInput => ({
  line,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
  phone,
  moveInDate: '2026-11-01',
  roomNumber,
});
