import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository, SelectQueryBuilder } from 'typeorm';
import { Events } from '../../events/events.service';
import { Caller, mayAccess } from '../../common/caller';
import { ConflictError, NotFoundError } from '../../common/errors';
import { likePattern, offsetOf, SortDirection } from '../../common/pagination';
import { isUniqueViolation, Transactions } from '../../common/transactions';
import { HostelsService } from '../../hostels/hostels.service';
import { roomSubject } from '../activity-subjects';
import { Bed } from '../beds/bed.entity';
import { moveBedCount, moveRoomCount, RoomCounters } from '../occupancy/room-counters';
import { CreateRoomInput } from './dto/create-room.input';
import { RoomsArgs, RoomSortField } from './dto/rooms.args';
import { UpdateRoomInput } from './dto/update-room.input';
import { AVAILABILITIES, Room, ROOM_TYPES } from './room.entity';

export type NewRoom = Omit<CreateRoomInput, 'hostelId'>;
export type RoomWithBeds = Room & { beds: Bed[] };

/** Orders by position in a list of values (availability and room type sort by meaning, not spelling). */
const byPosition = (column: string, values: readonly string[]) =>
  `CASE ${column} ${values.map((v, i) => `WHEN '${v}' THEN ${i}`).join(' ')} END`;

const SORT_COLUMNS: Record<RoomSortField, string> = {
  [RoomSortField.ROOM_NUMBER]: 'room.roomNumber',
  [RoomSortField.FLOOR]: 'room.floor',
  [RoomSortField.AVAILABILITY]: byPosition('room.availability', AVAILABILITIES),
  [RoomSortField.ROOM_TYPE]: byPosition('room.roomType', ROOM_TYPES),
};

/** Adds the list's search and filter to `qb`; true when it keeps fewer than all of the caller's rooms. */
function narrow(qb: SelectQueryBuilder<Room>, args: RoomsArgs): boolean {
  const before = qb.expressionMap.wheres.length;
  if (args.search?.trim())
    qb.andWhere("CAST(room.roomNumber AS TEXT) LIKE :pattern ESCAPE '\\'", { pattern: likePattern(args.search) });
  const filter = args.filter ?? {};
  if (filter.roomType) qb.andWhere('room.roomType = :roomType', { roomType: filter.roomType });
  if (filter.availability) qb.andWhere('room.availability = :availability', { availability: filter.availability });
  if (filter.floor !== undefined && filter.floor !== null) qb.andWhere('room.floor = :floor', { floor: filter.floor });
  if (filter.isAc !== undefined && filter.isAc !== null) qb.andWhere('room.isAc = :isAc', { isAc: filter.isAc });
  if (filter.hasFreeBed !== undefined && filter.hasFreeBed !== null)
    qb.andWhere(filter.hasFreeBed ? 'room.bedsOccupied < room.totalBeds' : 'room.bedsOccupied >= room.totalBeds');
  return qb.expressionMap.wheres.length > before;
}

const duplicateRoom = (roomNumber: number) =>
  new ConflictError(`Room ${roomNumber} already exists in this hostel`, 'roomNumber');

@Injectable()
export class RoomsService {
  constructor(
    @InjectRepository(Room) private readonly rooms: Repository<Room>,
    private readonly transactions: Transactions,
    private readonly counters: RoomCounters,
    private readonly hostels: HostelsService,
    private readonly events: Events,
  ) {}

  /** Creates a room and its beds (numbered 1..totalBeds) in one transaction. */
  async createRoom(caller: Caller, input: CreateRoomInput): Promise<RoomWithBeds> {
    const hostelId = input.hostelId ?? caller.hostelId;
    if (!mayAccess(caller, hostelId) || !(await this.hostels.findById(hostelId)))
      throw new NotFoundError('Hostel', 'hostelId');
    try {
      return await this.transactions.run(async (manager) => {
        if (await manager.existsBy(Room, { hostelId, roomNumber: input.roomNumber }))
          throw duplicateRoom(input.roomNumber);
        const room = await this.insertRoom(manager, hostelId, input);
        await this.events.emit(manager, {
          kind: 'room.created',
          actor: caller,
          subject: roomSubject(room),
          data: { roomId: room.id, roomNumber: room.roomNumber },
        });
        return room;
      });
    } catch (error) {
      throw isUniqueViolation(error) ? duplicateRoom(input.roomNumber) : error;
    }
  }

  /** Inserts a room with its beds inside the caller's transaction; counters come from the beds. */
  async insertRoom(manager: EntityManager, hostelId: number, input: NewRoom): Promise<RoomWithBeds> {
    const { identifiers } = await manager.insert(Room, {
      hostelId,
      roomNumber: input.roomNumber,
      floor: input.floor,
      roomType: input.roomType,
      isAc: input.isAc,
    });
    const roomId = Number(identifiers[0].id);
    const beds = Array.from({ length: input.totalBeds }, (_, i) => ({
      hostelId,
      roomId,
      bedNumber: i + 1,
      pricePerMonthPaise: input.pricePerMonthPaise,
      foodPlan: input.foodPlan,
    }));
    await manager.insert(Bed, beds);
    await moveRoomCount(manager, hostelId, 1);
    const [room] = await this.counters.recount(manager, [roomId]);
    return Object.assign(room, { beds: await manager.find(Bed, { where: { roomId }, order: { bedNumber: 'ASC' } }) });
  }

  /** Changes a room's number, floor, type or AC; a new number must be free in the hostel. */
  async updateRoom(caller: Caller, id: number, input: UpdateRoomInput): Promise<Room> {
    const values = Object.fromEntries(
      Object.entries(input).filter(([, v]) => v !== undefined && v !== null),
    ) as UpdateRoomInput;
    try {
      return await this.transactions.run(async (manager) => {
        const room = await this.lockForUpdate(manager, caller, id, 'id');
        const { roomNumber } = values;
        if (
          roomNumber !== undefined &&
          roomNumber !== room.roomNumber &&
          (await manager.existsBy(Room, { hostelId: room.hostelId, roomNumber }))
        ) {
          throw duplicateRoom(roomNumber);
        }
        if (Object.keys(values).length) await manager.update(Room, { id }, values);
        const updated = await manager.findOneByOrFail(Room, { id });
        const fields = Object.keys(values);
        await this.events.emit(manager, {
          kind: 'room.updated',
          actor: caller,
          subject: roomSubject(updated, fields.join(', ') || undefined),
          data: { roomId: id, roomNumber: updated.roomNumber, fields },
        });
        return updated;
      });
    } catch (error) {
      throw isUniqueViolation(error) ? duplicateRoom(values.roomNumber!) : error;
    }
  }

  /** Deletes a room and its beds when no bed is occupied; the stays keep their history without the bed. */
  async deleteRoom(caller: Caller, id: number): Promise<{ id: number }> {
    return this.transactions.run(async (manager) => {
      const room = await this.lockForUpdate(manager, caller, id, 'id');
      if (await manager.existsBy(Bed, { roomId: id, isOccupied: true }))
        throw new ConflictError(`Room ${room.roomNumber} has occupied beds`, 'id');
      await manager.delete(Bed, { roomId: id });
      await manager.delete(Room, { id });
      await moveBedCount(manager, room.hostelId, -room.totalBeds);
      await moveRoomCount(manager, room.hostelId, -1);
      await this.events.emit(manager, {
        kind: 'room.deleted',
        actor: caller,
        subject: roomSubject(room),
        data: { roomId: id, roomNumber: room.roomNumber },
      });
      return { id };
    });
  }

  /**
   * One page of the caller's rooms, searched, filtered and sorted in SQL. Without a search or a filter the total is the
   * kept count (`room_counts`, one row a hostel): counting the hostel's 20,000 rooms was most of each page's SQL.
   */
  async list(caller: Caller, args: RoomsArgs): Promise<{ items: Room[]; totalCount: number }> {
    const qb = this.rooms.createQueryBuilder('room');
    const scope = caller.scope;
    if (scope !== undefined) qb.andWhere('room.hostelId = :scope', { scope });
    const narrowed = narrow(qb, args);
    const sort = args.sort ?? { field: RoomSortField.ROOM_NUMBER, direction: SortDirection.ASC };
    qb.orderBy(SORT_COLUMNS[sort.field], sort.direction);
    if (sort.field !== RoomSortField.ROOM_NUMBER) qb.addOrderBy('room.roomNumber', 'ASC');
    qb.addOrderBy('room.id', 'ASC').skip(offsetOf(args)).take(args.pageSize);
    if (narrowed) {
      const [items, totalCount] = await qb.getManyAndCount();
      return { items, totalCount };
    }
    const items = await qb.getMany();
    return { items, totalCount: await this.keptCount(scope) };
  }

  /** The rooms of the hostel (`scope`), or of every hostel, as `room_counts` keeps them. */
  private async keptCount(scope: number | undefined): Promise<number> {
    const where = scope === undefined ? '' : ' WHERE hostel_id = :scope';
    const [sql, values] = this.rooms.manager.connection.driver.escapeQueryWithParameters(
      `SELECT COALESCE(SUM(rooms), 0) AS n FROM room_counts${where}`,
      { scope },
    );
    const [row] = (await this.rooms.query(sql, values)) as { n: number | string }[];
    return Number(row.n);
  }

  /** A room of the caller's hostel; another hostel's room is not found, exactly like a missing one. */
  async findOne(caller: Caller, id: number, field = 'id'): Promise<Room> {
    const room = await this.rooms.findOneBy({ id });
    if (!room || !mayAccess(caller, room.hostelId)) throw new NotFoundError('Room', field);
    return room;
  }

  /** findOne, read inside the caller's transaction (its connection). */
  async findIn(manager: EntityManager, caller: Caller, id: number, field = 'id'): Promise<Room> {
    const room = await manager.findOneBy(Room, { id });
    if (!room || !mayAccess(caller, room.hostelId)) throw new NotFoundError('Room', field);
    return room;
  }

  /** The hostel's rooms with these numbers, read inside the caller's transaction. */
  async byNumbers(manager: EntityManager, hostelId: number, roomNumbers: number[]): Promise<Room[]> {
    return roomNumbers.length ? manager.findBy(Room, { hostelId, roomNumber: In(roomNumbers) }) : [];
  }

  /** Rooms by id in the order asked (null where missing): the batch function of the room DataLoader. */
  async byIds(ids: readonly number[]): Promise<(Room | null)[]> {
    const found = await this.rooms.findBy({ id: In([...ids]) });
    const byId = new Map(found.map((room) => [room.id, room]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /**
   * The caller's room inside a transaction that changes its beds. On PostgreSQL the row stays
   * locked until the transaction ends, so concurrent bed changes of one room run one after another
   * (SQLite transactions already do).
   */
  async lockForUpdate(manager: EntityManager, caller: Caller, id: number, field = 'roomId'): Promise<Room> {
    const qb = manager.createQueryBuilder(Room, 'room').where('room.id = :id', { id });
    if (manager.connection.options.type === 'postgres') qb.setLock('pessimistic_write');
    const room = await qb.getOne();
    if (!room || !mayAccess(caller, room.hostelId)) throw new NotFoundError('Room', field);
    return room;
  }
}
