import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { bedSubject } from '../activity/subjects';
import { AuthUser, canAccessHostel, hostelScope } from '../common/auth-user';
import { todayIn } from '../common/calendar';
import { Clock } from '../common/clock';
import { ConflictError, NotFoundError } from '../common/errors';
import { likePattern, offsetOf } from '../common/pagination';
import { isUniqueViolation, Transactions } from '../common/transactions';
import type { Room } from '../rooms/room.entity';
import { BEDS_PER_ROOM_MAX } from '../rooms/room-limits';
import { RoomOccupancy } from '../rooms/room-occupancy';
import { RoomsService } from '../rooms/rooms.service';
import { BedAssignment } from '../stays/bed-assignment.service';
import { StudentsService } from '../students/students.service';
import { Bed, bedLabel } from './bed.entity';
import { AddBedInput } from './dto/add-bed.input';
import { BedsArgs } from './dto/beds.args';
import { UpdateBedInput } from './dto/update-bed.input';

/** A bed with its room, whose counters are current. */
export type BedWithRoom = Bed & { room: Room };

const studentHasBed = () => new ConflictError('This student already has a bed', 'studentId');
const duplicateBed = (bedNumber: number) => new ConflictError(`Bed ${bedNumber} already exists in this room`, 'bedNumber');

@Injectable()
export class BedsService {
  constructor(
    @InjectRepository(Bed) private readonly beds: Repository<Bed>,
    private readonly transactions: Transactions,
    private readonly rooms: RoomsService,
    private readonly occupancy: RoomOccupancy,
    private readonly students: StudentsService,
    private readonly assignment: BedAssignment,
    private readonly activity: ActivityService,
    private readonly clock: Clock,
  ) {}

  /**
   * Adds a bed to a room of the caller's hostel; with a student, the student moves into it from today
   * (a stay begins). The room's counters change in the same transaction.
   */
  async addBed(user: AuthUser, input: AddBedInput): Promise<BedWithRoom> {
    const studentId = input.studentId ?? null;
    try {
      return await this.transactions.run(async (manager) => {
        const room = await this.rooms.lockForUpdate(manager, user, input.roomId);
        const beds = manager.getRepository(Bed);
        if ((await beds.countBy({ roomId: room.id })) >= BEDS_PER_ROOM_MAX) {
          throw new ConflictError(`Room ${room.roomNumber} already has ${BEDS_PER_ROOM_MAX} beds, the most a room can hold`, 'roomId');
        }
        if (await beds.existsBy({ roomId: room.id, bedNumber: input.bedNumber })) throw duplicateBed(input.bedNumber);
        const student = studentId === null ? null : await this.students.findAssignable(manager, room.hostelId, studentId);
        if (student && (await beds.existsBy({ currentStudentId: student.id }))) throw studentHasBed();
        const { identifiers } = await beds.insert({
          hostelId: room.hostelId,
          roomId: room.id,
          bedNumber: input.bedNumber,
          pricePerMonthPaise: input.pricePerMonthPaise,
          isOccupied: input.isOccupied && !student,
          foodPlan: input.foodPlan,
        });
        const bed = await beds.findOneByOrFail({ id: Number(identifiers[0].id) });
        if (student) await this.assignment.occupy(manager, student, bed, room, todayIn(this.clock), 'bedNumber');
        await this.activity.record(manager, user, 'bed.added', bedSubject(bed, room, student?.name));
        return this.withFreshRoom(manager, bed.id);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw /current_student/.test(String((error as Error).message)) ? studentHasBed() : duplicateBed(input.bedNumber);
    }
  }

  /** Changes a bed's rent or food plan, or holds/frees a bed without a resident (recounting its room). */
  async updateBed(user: AuthUser, id: number, input: UpdateBedInput): Promise<BedWithRoom> {
    return this.transactions.run(async (manager) => {
      const { beds, rooms } = await this.assignment.lockBeds(manager, user, undefined, [{ id, field: 'id' }]);
      const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null)) as UpdateBedInput;
      const [current] = beds;
      // A resident's bed is occupied by them: holding or freeing it is a conflict, even when it would change nothing.
      if (values.isOccupied !== undefined && current.currentStudentId !== null) {
        const label = bedLabel(rooms.get(current.roomId)!.roomNumber, current.bedNumber);
        throw new ConflictError(`Bed ${label} has a resident: remove them from the bed instead`, 'isOccupied');
      }
      const holdChanges = values.isOccupied !== undefined && values.isOccupied !== current.isOccupied;
      if (Object.keys(values).length) await manager.update(Bed, { id }, values);
      const bed = await manager.findOneByOrFail(Bed, { id });
      const room = holdChanges ? (await this.occupancy.recount(manager, [bed.roomId]))[0]! : rooms.get(bed.roomId)!;
      await this.activity.record(manager, user, 'bed.updated', bedSubject(bed, room, Object.keys(values).join(', ') || undefined));
      return Object.assign(bed, { room });
    });
  }

  /** Removes a free bed; its stays keep their history without it. Answers the room with fresh counters. */
  async removeBed(user: AuthUser, id: number): Promise<{ id: number; room: Room }> {
    return this.transactions.run(async (manager) => {
      const { beds, rooms } = await this.assignment.lockBeds(manager, user, undefined, [{ id, field: 'id' }]);
      const [bed] = beds;
      const room = rooms.get(bed.roomId)!;
      if (bed.isOccupied) throw new ConflictError(`Bed ${bedLabel(room.roomNumber, bed.bedNumber)} is occupied`, 'id');
      await manager.delete(Bed, { id });
      await this.activity.record(manager, user, 'bed.removed', bedSubject(bed, room));
      const [fresh] = await this.occupancy.recount(manager, [room.id]);
      return { id, room: fresh };
    });
  }

  /** One page of the caller's beds (or one room's), ordered by room number and bed number. */
  async list(user: AuthUser, args: BedsArgs): Promise<{ items: BedWithRoom[]; totalCount: number }> {
    const qb = this.beds.createQueryBuilder('bed').innerJoinAndSelect('bed.room', 'room');
    const scope = hostelScope(user);
    if (scope !== undefined) qb.andWhere('bed.hostelId = :scope', { scope });
    if (args.roomId) {
      const room = await this.rooms.findOne(user, args.roomId, 'roomId');
      qb.andWhere('bed.roomId = :roomId', { roomId: room.id });
    }
    if (args.search?.trim()) qb.andWhere("CAST(room.roomNumber AS TEXT) LIKE :pattern ESCAPE '\\'", { pattern: likePattern(args.search) });
    const filter = args.filter ?? {};
    if (filter.isOccupied !== undefined && filter.isOccupied !== null) qb.andWhere('bed.isOccupied = :isOccupied', { isOccupied: filter.isOccupied });
    if (filter.foodPlan) qb.andWhere('bed.foodPlan = :foodPlan', { foodPlan: filter.foodPlan });
    qb.orderBy('room.roomNumber', 'ASC').addOrderBy('bed.bedNumber', 'ASC').addOrderBy('bed.id', 'ASC');
    const [totalCount, items] = await Promise.all([qb.getCount(), qb.clone().offset(offsetOf(args)).limit(args.pageSize).getMany()]);
    return { items: items as BedWithRoom[], totalCount };
  }

  /** A bed of the caller's hostel, with its room; another hostel's bed is not found. */
  async findOne(user: AuthUser, id: number): Promise<BedWithRoom> {
    const bed = await this.beds.findOne({ where: { id }, relations: { room: true } });
    if (!bed || !canAccessHostel(user, bed.hostelId)) throw new NotFoundError('Bed', 'id');
    return bed as BedWithRoom;
  }

  /** Beds by id in the order asked (null where missing): the batch function of the bed DataLoader. */
  async byIds(ids: readonly number[]): Promise<(Bed | null)[]> {
    const found = await this.beds.findBy({ id: In([...ids]) });
    const byId = new Map(found.map((bed) => [bed.id, bed]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** Each room's beds by bed number: the batch function of the beds-of-a-room DataLoader. */
  async byRoomIds(roomIds: readonly number[]): Promise<Bed[][]> {
    const found = await this.beds.find({ where: { roomId: In([...roomIds]) }, order: { bedNumber: 'ASC' } });
    const byRoom = new Map<number, Bed[]>(roomIds.map((id) => [id, []]));
    for (const bed of found) byRoom.get(bed.roomId)?.push(bed);
    return roomIds.map((id) => byRoom.get(id) ?? []);
  }

  /** Each resident's current bed (or null): the batch function of the bed-of-a-student DataLoader. */
  async byStudentIds(studentIds: readonly number[]): Promise<(Bed | null)[]> {
    const found = await this.beds.findBy({ currentStudentId: In([...studentIds]) });
    const byStudent = new Map(found.map((bed) => [bed.currentStudentId, bed]));
    return studentIds.map((id) => byStudent.get(id) ?? null);
  }

  private async withFreshRoom(manager: EntityManager, bedId: number): Promise<BedWithRoom> {
    const bed = await manager.findOneByOrFail(Bed, { id: bedId });
    const [room] = await this.occupancy.recount(manager, [bed.roomId]);
    return Object.assign(bed, { room });
  }
}
