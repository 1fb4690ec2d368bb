import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { Bed } from '../beds/bed.entity';
import { availabilityOf, Room } from '../rooms/room.entity';

interface BedCounts {
  roomId: number;
  total: string | number;
  occupied: string | number | null;
}

/**
 * Keeps each room's total_beds, beds_occupied and availability equal to what its beds say.
 * Every change to beds calls recount() inside the same transaction, after the change.
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
