import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Meal } from '@hostel-admin/rules';

/**
 * One food on a hostel's menu for a date and meal ("Poha", "with peanuts and lemon"). Removing one keeps the row
 * (`removed_at`, `removed_by`) for the record and leaves it out of the menu; a title is on a meal's menu once
 * (`uq_menu_items_title`, on the rows not removed, by `title_key`: the title in lower case).
 */
@Entity('menu_items')
@Index('idx_menu_items_day', ['hostelId', 'date', 'meal'])
@Index('uq_menu_items_title', ['hostelId', 'date', 'meal', 'titleKey'], { unique: true, where: 'removed_at IS NULL' })
export class MenuItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  /** YYYY-MM-DD. */
  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'varchar', length: 10 })
  meal: Meal;

  @Column({ type: 'varchar', length: 80 })
  title: string;

  @Column({ name: 'title_key', type: 'varchar', length: 80 })
  titleKey: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  details: string | null;

  @Column({ name: 'added_at', type: 'datetime' })
  addedAt: Date;

  @Column({ name: 'added_by', type: 'integer' })
  addedBy: number;

  @Column({ name: 'removed_at', type: 'datetime', nullable: true })
  removedAt: Date | null;

  @Column({ name: 'removed_by', type: 'integer', nullable: true })
  removedBy: number | null;
}
