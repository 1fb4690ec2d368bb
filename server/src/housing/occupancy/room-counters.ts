import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { moveHostelCount } from '../../common/counts-at-end';
import { Bed } from '../beds/bed.entity';
import { availabilityOf, Room } from '../rooms/room.entity';

interface BedCounts {
  roomId: number;
  total: string | number;
  occupied: string | number | null;
}

/**
 * `bed_counts`: each hostel's beds (migration 1735810000000), moved by `by` in the caller's transaction: by recount()
 * as its rooms' totals change, and by deleteRoom, so the dashboard's Total beds reads one row instead of summing
 * every room; written at the transaction's end (`common/counts-at-end.ts`). `test/support/invariants.ts` recounts it.
 */
export function moveBedCount(manager: EntityManager, hostelId: number, by: number): Promise<void> {
  return moveHostelCount(manager, 'bed_counts', hostelId, by);
}

/**
 * `room_counts`: each hostel's rooms (migration 1737300000000), moved by 1 in the transaction that creates a room
 * (`RoomsService.insertRoom`) and by -1 in the one that deletes it (`deleteRoom`), so the rooms list's total without a
 * search or a filter reads one row instead of counting every room; written at the transaction's end, as `bed_counts`.
 * `test/support/invariants.ts` recounts it.
 */
export function moveRoomCount(manager: EntityManager, hostelId: number, by: number): Promise<void> {
  return moveHostelCount(manager, 'room_counts', hostelId, by);
}

/**
 * Keeps each room's total_beds, beds_occupied and availability equal to what its beds say, and the hostel's
 * `bed_counts` equal to its rooms' totals. Every change to beds calls recount() inside the same transaction, after
 * the change.
 */
@Injectable()
export class RoomCounters {
  /** Recounts the rooms from the beds table and returns them with their fresh counters. */
  async recount(manager: EntityManager, roomIds: readonly number[]): Promise<Room[]> {
    const ids = [...new Set(roomIds)];
    if (!ids.length) return [];
    const counts = await manager
      .createQueryBuilder(Bed, 'bed')
      .select('bed.roomId', 'roomId')
      .addSelect('COUNT(*)', 'total')
      .addSelect('SUM(CASE WHEN bed.isOccupied THEN 1 ELSE 0 END)', 'occupied')
      .where('bed.roomId IN (:...ids)', { ids })
      .groupBy('bed.roomId')
      .getRawMany<BedCounts>();
    const byRoom = new Map(
      counts.map((c) => [Number(c.roomId), { total: Number(c.total), occupied: Number(c.occupied ?? 0) }]),
    );
    const before = await manager.find(Room, {
      select: { id: true, hostelId: true, totalBeds: true },
      where: { id: In(ids) },
    });
    const moved = new Map<number, number>();
    for (const room of before) {
      const by = (byRoom.get(room.id)?.total ?? 0) - room.totalBeds;
      moved.set(room.hostelId, (moved.get(room.hostelId) ?? 0) + by);
    }
    for (const [hostelId, by] of moved) await moveBedCount(manager, hostelId, by);
    for (const id of ids) {
      const { total, occupied } = byRoom.get(id) ?? { total: 0, occupied: 0 };
      await manager.update(
        Room,
        { id },
        { totalBeds: total, bedsOccupied: occupied, availability: availabilityOf(total, occupied) },
      );
    }
    return manager.find(Room, { where: { id: In(ids) }, order: { roomNumber: 'ASC' } });
  }
}
