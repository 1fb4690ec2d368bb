import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import type { Bed } from '../beds/bed.entity';

export const ROOM_TYPES = ['normal', 'delux', 'super_delux'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
export const AVAILABILITIES = ['available', 'partially_available', 'not_available'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** Available when no bed is occupied, not available when all are, partially available between. */
export function availabilityOf(totalBeds: number, bedsOccupied: number): Availability {
  if (bedsOccupied <= 0) return 'available';
  if (bedsOccupied >= totalBeds) return 'not_available';
  return 'partially_available';
}

@Entity('rooms')
@Unique('uq_rooms_hostel_number', ['hostelId', 'roomNumber'])
@Index('idx_rooms_hostel_availability', ['hostelId', 'availability'])
@Index('idx_rooms_hostel_beds', ['hostelId', 'totalBeds'])
export class Room {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_rooms_hostel')
  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ name: 'room_number', type: 'integer' })
  roomNumber: number;

  @Column({ type: 'integer' })
  floor: number;

  @Column({ name: 'room_type', type: 'varchar', length: 12 })
  roomType: RoomType;

  @Column({ name: 'is_ac', type: 'boolean', default: false })
  isAc: boolean;

  /** Kept equal to the number of beds, in the transaction that adds or removes one. */
  @Column({ name: 'total_beds', type: 'integer', default: 0 })
  totalBeds: number;

  @Column({ name: 'beds_occupied', type: 'integer', default: 0 })
  bedsOccupied: number;

  @Column({ type: 'varchar', length: 20, default: 'available' })
  availability: Availability;

  @OneToMany('Bed', (bed: Bed) => bed.room)
  beds?: Bed[];

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}
