import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { Events } from '../../events/events.service';
import type { Caller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { InputError } from '../../common/errors';
import { Transactions } from '../../common/transactions';
import { OccupancyService } from '../../housing/occupancy/occupancy.service';
import { RoomCounters } from '../../housing/occupancy/room-counters';
import type { Room } from '../../housing/rooms/room.entity';
import { studentSubject } from '../../students/activity-subject';
import {
  checkFields,
  describe,
  ImportRow,
  INPUT_FIELDS,
  Problem,
  readCsv,
} from '../../students/import/student-import.rules';
import { StudentRecords } from '../../students/student-records.service';
import { StudentsService, StudentWithRoom } from '../../students/students.service';
import { StudentImportInput } from './dto/student-import.args';
import { ImportConflicts } from './import-conflicts';
import { bedLabel } from '@hostel-admin/rules';

export interface StudentImportPreview {
  id: string;
  totalRows: number;
  validRows: (ImportRow & { id: string; warnings: string[] })[];
  invalidRows: { id: string; line: number; raw: string; errors: string[] }[];
}

export interface StudentImportResult {
  id: string;
  imported: number;
  students: StudentWithRoom[];
  rooms: Room[];
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Residents from a CSV file: a preview that writes nothing, then an all-or-nothing import of the rows kept. */
@Injectable()
export class StudentImportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly conflicts: ImportConflicts,
    private readonly records: StudentRecords,
    private readonly students: StudentsService,
    private readonly occupancy: OccupancyService,
    private readonly counters: RoomCounters,
    private readonly events: Events,
  ) {}

  /** Reads the file and sorts its rows into those that can be imported and those that cannot, with every reason. */
  async preview(caller: Caller, csv: string): Promise<StudentImportPreview> {
    const records = readCsv(csv);
    const today = todayIn(this.clock);
    const checked = records.map(({ draft }) => checkFields(draft, today));
    const rows = checked.flatMap((c) => (c.row ? [c.row] : []));
    const conflicts = await this.conflicts.find(this.dataSource.manager, caller.hostelId, rows);
    const warnings = await this.conflicts.warnings(this.dataSource.manager, caller.hostelId, rows);
    const preview: StudentImportPreview = { id: hash(csv), totalRows: records.length, validRows: [], invalidRows: [] };
    records.forEach(({ draft, raw }, i) => {
      const row = checked[i].row;
      const problems = [...checked[i].problems, ...((row && conflicts.get(row)) ?? [])];
      if (problems.length)
        preview.invalidRows.push({ id: String(draft.line), line: draft.line, raw, errors: problems.map(describe) });
      else preview.validRows.push({ id: String(draft.line), ...row!, warnings: warnings.get(row!) ?? [] });
    });
    return preview;
  }

  /**
   * Checks the rows again (the preview is not trusted), then adds every resident in one transaction,
   * each with a room number getting that room's lowest-numbered free bed; one bad row writes nothing.
   */
  async importStudents(caller: Caller, inputs: StudentImportInput[]): Promise<StudentImportResult> {
    const today = todayIn(this.clock);
    const trimmed = (input: StudentImportInput) => ({
      ...input,
      name: input.name.trim(),
      email: input.email.trim(),
      phone: input.phone.trim(),
      moveInDate: input.moveInDate.trim(),
    });
    const checked = inputs.map((input) => checkFields(trimmed(input), today));
    rejectProblems(inputs, (i) => checked[i].problems);
    const rows = checked.map((c) => c.row!);
    const { studentIds, rooms } = await this.transactions.run(async (manager) => {
      // The same lock as check-in and edit take: an import and a check-in of one phone run one after the other.
      for (const phone of [...new Set(rows.map((r) => r.phone))].sort()) await this.records.lockPhone(manager, phone);
      const roomIds = [...(await this.conflicts.roomsByNumber(manager, caller.hostelId, rows)).values()].map(
        (r) => r.id,
      );
      const locked = await this.occupancy.lockRooms(manager, caller, roomIds);
      const conflicts = await this.conflicts.find(manager, caller.hostelId, rows);
      rejectProblems(inputs, (i) => conflicts.get(rows[i]) ?? []);
      const roomByNumber = new Map([...locked.values()].map((room) => [room.roomNumber, room]));
      const ids: number[] = [];
      for (const [i, row] of rows.entries())
        ids.push(
          await this.add(
            manager,
            caller,
            row,
            row.roomNumber === null ? undefined : roomByNumber.get(row.roomNumber),
            i,
          ),
        );
      return { studentIds: ids, rooms: await this.counters.recount(manager, roomIds) };
    });
    const students = (await this.students.byIds(studentIds)).filter((s): s is StudentWithRoom => s !== null);
    return { id: hash(JSON.stringify(rows)), imported: students.length, students, rooms };
  }

  private async add(
    manager: EntityManager,
    caller: Caller,
    row: ImportRow,
    room: Room | undefined,
    index: number,
  ): Promise<number> {
    const { name, email, phone, moveInDate } = row;
    const student = await this.records.insert(manager, caller.hostelId, { name, email, phone, moveInDate });
    let label: string | undefined;
    let bedId: number | null = null;
    if (room) {
      const bed = await this.occupancy.lowestFreeBed(manager, room.id);
      if (!bed)
        throw InputError.field(
          `rows.${index}.roomNumber`,
          `Line ${row.line}: room_no: Room ${room.roomNumber} has no free bed`,
        );
      await this.occupancy.assign(manager, student, bed, room, moveInDate, `rows.${index}.roomNumber`);
      label = bedLabel(room.roomNumber, bed.bedNumber);
      bedId = bed.id;
    }
    await this.events.emit(manager, {
      kind: 'student.imported',
      actor: caller,
      subject: studentSubject(student, label),
      data: { studentId: student.id, bedId },
    });
    return student.id;
  }
}

/** BAD_USER_INPUT naming every problem of every row: `rows.3.email` and "Line 5: email: Invalid email format.". */
function rejectProblems(inputs: StudentImportInput[], problemsOf: (index: number) => Problem[]) {
  const fields = inputs.flatMap((input, i) =>
    problemsOf(i).map((problem) => ({
      field: `rows.${i}.${INPUT_FIELDS[problem.column]}`,
      message: `Line ${input.line}: ${describe(problem)}`,
    })),
  );
  if (fields.length) throw new InputError(fields);
}
