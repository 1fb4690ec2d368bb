import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, IsNull, Repository } from 'typeorm';
import { Caller, mayAccess } from '../common/caller';
import { NotFoundError } from '../common/errors';
import { offsetOf, SortDirection } from '../common/pagination';
import { BedsService } from '../housing/beds/beds.service';
import { StudentsArgs, StudentSortField } from './dto/students.args';
import { StudentListQuery } from './student-list.query';
import { ListRequest, searchTerm } from './student-list.sql';
import { moveInCounts, moveResidentCount } from './resident-counts';
import { Student } from './student.entity';

/** A resident with the number of the room of their current bed (null without one). */
export type StudentWithRoom = Student & { roomNumber: number | null };
export type NewStudent = Pick<Student, 'name' | 'email' | 'phone' | 'moveInDate'>;

/** A limit no list reaches. */
const EVERY_ROW = 2_147_483_647;

function listRequest(caller: Caller, args: Pick<StudentsArgs, 'search' | 'filter' | 'sort'>): ListRequest {
  const sort = args.sort ?? { field: StudentSortField.NAME, direction: SortDirection.ASC };
  return {
    scope: caller.scope,
    search: searchTerm(args.search),
    hasBed: args.filter?.hasBed ?? undefined,
    roomId: args.filter?.roomId ?? undefined,
    field: sort.field,
    direction: sort.direction,
  };
}

@Injectable()
export class StudentsService {
  constructor(
    @InjectRepository(Student) private readonly students: Repository<Student>,
    private readonly listQuery: StudentListQuery,
    private readonly beds: BedsService,
  ) {}

  /** One page of the caller's current residents, searched, filtered and sorted in SQL. */
  async list(caller: Caller, args: StudentsArgs): Promise<{ items: StudentWithRoom[]; totalCount: number }> {
    const { ids, totalCount } = await this.listQuery.page(listRequest(caller, args), offsetOf(args), args.pageSize);
    return { items: await this.inOrder(ids), totalCount };
  }

  /** Every page of the list at once (ids in one query), read in chunks of residents: for the CSV export. */
  async *everyPage(
    caller: Caller,
    args: Pick<StudentsArgs, 'search' | 'filter' | 'sort'>,
    chunkSize: number,
  ): AsyncGenerator<StudentWithRoom[]> {
    const { ids } = await this.listQuery.page(listRequest(caller, args), 0, EVERY_ROW);
    for (let start = 0; start < ids.length; start += chunkSize) yield this.inOrder(ids.slice(start, start + chunkSize));
  }

  /** A resident of the caller's hostel, archived ones too; another hostel's is not found, like a missing one. */
  async findOne(caller: Caller, id: number): Promise<StudentWithRoom> {
    const [student] = await this.withRooms(await this.students.findBy({ id }));
    if (!student || !mayAccess(caller, student.hostelId)) throw new NotFoundError('Student', 'id');
    return student;
  }

  /** Residents by id, archived ones too, in the order asked (null where missing): the batch function of the student DataLoader. */
  async byIds(ids: readonly number[]): Promise<(StudentWithRoom | null)[]> {
    const found = await this.withRooms(await this.students.findBy({ id: In([...ids]) }));
    const byId = new Map(found.map((s) => [s.id, s]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** A current resident of the hostel, read inside the caller's transaction, to be given a bed. */
  async findAssignable(manager: EntityManager, hostelId: number, id: number): Promise<Student> {
    const student = await manager.findOneBy(Student, { id, hostelId, archivedAt: IsNull() });
    if (!student) throw new NotFoundError('Student', 'studentId');
    return student;
  }

  /** A resident of the hostel, one who has left too, read inside the caller's transaction. */
  async findOfHostel(manager: EntityManager, hostelId: number, id: number): Promise<Student> {
    const student = await manager.findOneBy(Student, { id, hostelId });
    if (!student) throw new NotFoundError('Student', 'studentId');
    return student;
  }

  /** Adds residents inside the caller's transaction and returns them in the order given. */
  async insertMany(manager: EntityManager, hostelId: number, students: NewStudent[]): Promise<Student[]> {
    const saved = await manager.save(
      Student,
      students.map((s) => manager.create(Student, { ...s, hostelId })),
    );
    await moveResidentCount(manager, hostelId, saved.length);
    await moveInCounts(
      manager,
      hostelId,
      saved.map((s) => ({ moveInDate: s.moveInDate, by: 1 })),
    );
    return saved;
  }

  /** The residents of a page, in its order. */
  private async inOrder(ids: number[]): Promise<StudentWithRoom[]> {
    if (!ids.length) return [];
    return (await this.byIds(ids)).filter((s): s is StudentWithRoom => s !== null);
  }

  /** The students with the number of the room of their current bed, which housing knows. */
  private async withRooms(students: Student[]): Promise<StudentWithRoom[]> {
    const roomNumbers = await this.beds.roomNumbersOf(students.map((s) => s.id));
    return students.map((student) => Object.assign(student, { roomNumber: roomNumbers.get(student.id) ?? null }));
  }
}
