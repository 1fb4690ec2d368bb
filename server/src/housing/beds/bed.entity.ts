import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import type { Room } from '../rooms/room.entity';

export const FOOD_PLANS = ['none', 'veg', 'non_veg'] as const;
export type FoodPlan = (typeof FOOD_PLANS)[number];

@Entity('beds')
@Unique('uq_beds_room_number', ['roomId', 'bedNumber'])
@Check('ck_beds_occupant_occupies', 'current_student_id IS NULL OR is_occupied')
export class Bed {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_beds_hostel')
  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Index('idx_beds_room')
  @Column({ name: 'room_id', type: 'integer' })
  roomId: number;

  @ManyToOne('Room', (room: Room) => room.beds, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'room_id' })
  room?: Room;

  @Column({ name: 'bed_number', type: 'integer' })
  bedNumber: number;

  @Column({ name: 'price_per_month_paise', type: 'integer' })
  pricePerMonthPaise: number;

  /** True when a resident holds the bed, or when it was marked occupied without one. */
  @Column({ name: 'is_occupied', type: 'boolean', default: false })
  isOccupied: boolean;

  /** At most one current resident per bed, and one bed per resident: a unique column. */
  @Index('uq_beds_current_student', { unique: true })
  @Column({ name: 'current_student_id', type: 'integer', nullable: true })
  currentStudentId: number | null;

  @Column({ name: 'food_plan', type: 'varchar', length: 8, default: 'none' })
  foodPlan: FoodPlan;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
