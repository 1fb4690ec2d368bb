import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, IsNull, Not, Repository } from 'typeorm';
import { Events } from '../../events/events.service';
import { Caller, mayAccess } from '../../common/caller';
import { ConflictError, NotFoundError } from '../../common/errors';
import { likePattern, offsetOf } from '../../common/pagination';
import { isUniqueViolation, Transactions } from '../../common/transactions';
import { bedSubject } from '../activity-subjects';
import { OccupancyService } from '../occupancy/occupancy.service';
import { RoomCounters } from '../occupancy/room-counters';
import type { Room } from '../rooms/room.entity';
import { RoomsService } from '../rooms/rooms.service';
import { Bed } from './bed.entity';
import { AddBedInput } from './dto/add-bed.input';
import { BedsArgs } from './dto/beds.args';
import { UpdateBedInput } from './dto/update-bed.input';
import { bedLabel, BEDS_PER_ROOM_MAX } from '@hostel-admin/rules';

/** A bed with its room, whose counters are current. */
export type BedWithRoom = Bed & { room: Room };

export const studentHasBed = () => new ConflictError('This student already has a bed', 'studentId');
const duplicateBed = (bedNumber: number) =>
  new ConflictError(`Bed ${bedNumber} already exists in this room`, 'bedNumber');

/** The conflict a unique index raised while adding a bed: a second bed for the student, or a taken bed number. */
export function addBedConflict(error: unknown, bedNumber: number): unknown {
  if (!isUniqueViolation(error)) return error;
  return /current_student/.test(String((error as Error).message)) ? studentHasBed() : duplicateBed(bedNumber);
}

@Injectable()
export class BedsService {
  constructor(
    @InjectRepository(Bed) private readonly beds: Repository<Bed>,
    private readonly transactions: Transactions,
    private readonly rooms: RoomsService,
    private readonly counters: RoomCounters,
    private readonly occupancy: OccupancyService,
    private readonly events: Events,
  ) {}

  /** Locks the room a new bed goes into, once it has room for one more and the bed number is free. */
  async lockRoomForBed(manager: EntityManager, caller: Caller, input: AddBedInput): Promise<Room> {
    const room = await this.rooms.lockForUpdate(manager, caller, input.roomId);
    const beds = manager.getRepository(Bed);
    if ((await beds.countBy({ roomId: room.id })) >= BEDS_PER_ROOM_MAX) {
      throw new ConflictError(
        `Room ${room.roomNumber} already has ${BEDS_PER_ROOM_MAX} beds, the most a room can hold`,
        'roomId',
      );
    }
    if (await beds.existsBy({ roomId: room.id, bedNumber: input.bedNumber })) throw duplicateBed(input.bedNumber);
    return room;
  }

  /** Inserts a bed into a locked room; a bed about to get a student is left free for the assignment. */
  async insertBed(manager: EntityManager, room: Room, input: AddBedInput, forStudent: boolean): Promise<Bed> {
    const beds = manager.getRepository(Bed);
    const { identifiers } = await beds.insert({
      hostelId: room.hostelId,
      roomId: room.id,
      bedNumber: input.bedNumber,
      pricePerMonthPaise: input.pricePerMonthPaise,
      isOccupied: input.isOccupied && !forStudent,
      foodPlan: input.foodPlan,
    });
    return beds.findOneByOrFail({ id: Number(identifiers[0].id) });
  }

  /** Changes a bed's rent or food plan, or holds/frees a bed without a resident (recounting its room). */
  async updateBed(caller: Caller, id: number, input: UpdateBedInput): Promise<BedWithRoom> {
    return this.transactions.run(async (manager) => {
      const { beds, rooms } = await this.occupancy.lockBeds(manager, caller, undefined, [{ id, field: 'id' }]);
      const values = Object.fromEntries(
        Object.entries(input).filter(([, v]) => v !== undefined && v !== null),
      ) as UpdateBedInput;
      const [current] = beds;
      // A resident's bed is occupied by them: holding or freeing it is a conflict, even when it would change nothing.
      if (values.isOccupied !== undefined && current.currentStudentId !== null) {
        const label = bedLabel(rooms.get(current.roomId)!.roomNumber, current.bedNumber);
        throw new ConflictError(`Bed ${label} has a resident: remove them from the bed instead`, 'isOccupied');
      }
      const holdChanges = values.isOccupied !== undefined && values.isOccupied !== current.isOccupied;
      if (Object.keys(values).length) await manager.update(Bed, { id }, values);
      const bed = await manager.findOneByOrFail(Bed, { id });
      const room = holdChanges ? (await this.counters.recount(manager, [bed.roomId]))[0]! : rooms.get(bed.roomId)!;
      const fields = Object.keys(values);
      await this.events.emit(manager, {
        kind: 'bed.updated',
        actor: caller,
        subject: bedSubject(bed, room, fields.join(', ') || undefined),
        data: { bedId: id, roomId: bed.roomId, fields },
      });
      return Object.assign(bed, { room });
    });
  }

  /** Removes a free bed; its stays keep their history without it. Answers the room with fresh counters. */
  async removeBed(caller: Caller, id: number): Promise<{ id: number; room: Room }> {
    return this.transactions.run(async (manager) => {
      const { beds, rooms } = await this.occupancy.lockBeds(manager, caller, undefined, [{ id, field: 'id' }]);
      const [bed] = beds;
      const room = rooms.get(bed.roomId)!;
      if (bed.isOccupied) throw new ConflictError(`Bed ${bedLabel(room.roomNumber, bed.bedNumber)} is occupied`, 'id');
      await manager.delete(Bed, { id });
      await this.events.emit(manager, {
        kind: 'bed.removed',
        actor: caller,
        subject: bedSubject(bed, room),
        data: { bedId: id, roomId: room.id },
      });
      const [fresh] = await this.counters.recount(manager, [room.id]);
      return { id, room: fresh };
    });
  }

  /** One page of the caller's beds (or one room's), ordered by room number and bed number. */
  async list(caller: Caller, args: BedsArgs): Promise<{ items: BedWithRoom[]; totalCount: number }> {
    const qb = this.beds.createQueryBuilder('bed').innerJoinAndSelect('bed.room', 'room');
    const scope = caller.scope;
    if (scope !== undefined) qb.andWhere('bed.hostelId = :scope', { scope });
    if (args.roomId) {
      const room = await this.rooms.findOne(caller, args.roomId, 'roomId');
      qb.andWhere('bed.roomId = :roomId', { roomId: room.id });
    }
    if (args.search?.trim())
      qb.andWhere("CAST(room.roomNumber AS TEXT) LIKE :pattern ESCAPE '\\'", { pattern: likePattern(args.search) });
    const filter = args.filter ?? {};
    if (filter.isOccupied !== undefined && filter.isOccupied !== null)
      qb.andWhere('bed.isOccupied = :isOccupied', { isOccupied: filter.isOccupied });
    if (filter.foodPlan) qb.andWhere('bed.foodPlan = :foodPlan', { foodPlan: filter.foodPlan });
    qb.orderBy('room.roomNumber', 'ASC').addOrderBy('bed.bedNumber', 'ASC').addOrderBy('bed.id', 'ASC');
    const [totalCount, items] = await Promise.all([
      qb.getCount(),
      qb.clone().offset(offsetOf(args)).limit(args.pageSize).getMany(),
    ]);
    return { items: items as BedWithRoom[], totalCount };
  }

  /** A bed of the caller's hostel, with its room; another hostel's bed is not found. */
  async findOne(caller: Caller, id: number): Promise<BedWithRoom> {
    const bed = await this.beds.findOne({ where: { id }, relations: { room: true } });
    if (!bed || !mayAccess(caller, bed.hostelId)) throw new NotFoundError('Bed', 'id');
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

  /** How many free beds each room has, read inside the caller's transaction (rooms without one are left out). */
  async freeBedCounts(manager: EntityManager, roomIds: number[]): Promise<Map<number, number>> {
    if (!roomIds.length) return new Map();
    const counts = await manager
      .createQueryBuilder(Bed, 'bed')
      .select('bed.roomId', 'roomId')
      .addSelect('COUNT(*)', 'free')
      .where('bed.roomId IN (:...ids) AND bed.isOccupied = :occupied', { ids: roomIds, occupied: false })
      .groupBy('bed.roomId')
      .getRawMany<{ roomId: number | string; free: number | string }>();
    return new Map(counts.map((c) => [Number(c.roomId), Number(c.free)]));
  }

  /** The room number of each student's current bed (students without one are left out). */
  async roomNumbersOf(studentIds: readonly number[]): Promise<Map<number, number>> {
    if (!studentIds.length) return new Map();
    const rows = await this.beds
      .createQueryBuilder('bed')
      .innerJoin('bed.room', 'room')
      .select('bed.currentStudentId', 'studentId')
      .addSelect('room.roomNumber', 'roomNumber')
      .where('bed.currentStudentId IN (:...ids)', { ids: studentIds })
      .getRawMany<{ studentId: number | string; roomNumber: number | string }>();
    return new Map(rows.map((r) => [Number(r.studentId), Number(r.roomNumber)]));
  }

  /** Who sleeps in the room now, in bed order (read inside the caller's transaction): each resident and their bed. */
  async occupantsOf(manager: EntityManager, room: Room): Promise<{ studentId: number; bedLabel: string }[]> {
    const beds = await manager.find(Bed, {
      where: { roomId: room.id, currentStudentId: Not(IsNull()) },
      order: { bedNumber: 'ASC' },
    });
    return beds.map((bed) => ({
      studentId: bed.currentStudentId!,
      bedLabel: bedLabel(room.roomNumber, bed.bedNumber),
    }));
  }

  /** Each student's current bed (or null): the batch function of the bed-of-a-student DataLoader. */
  async byStudentIds(studentIds: readonly number[]): Promise<(Bed | null)[]> {
    const found = await this.beds.findBy({ currentStudentId: In([...studentIds]) });
    const byStudent = new Map(found.map((bed) => [bed.currentStudentId, bed]));
    return studentIds.map((id) => byStudent.get(id) ?? null);
  }

  /** The bed read afresh, with its room recounted. */
  async withFreshRoom(manager: EntityManager, bedId: number): Promise<BedWithRoom> {
    const bed = await manager.findOneByOrFail(Bed, { id: bedId });
    const [room] = await this.counters.recount(manager, [bed.roomId]);
    return Object.assign(bed, { room });
  }
}
