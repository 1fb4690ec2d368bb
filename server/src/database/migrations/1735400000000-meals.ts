import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columnsFor, restrictedForeignKey } from './column-types';

/**
 * Issue 23, Food Details: the menu of each date and meal (removals kept, `removed_at`) and who ate, once per
 * resident, date and meal.
 */
export class Meals1735400000000 implements MigrationInterface {
  name = 'Meals1735400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'menu_items',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.date('date'),
          c.text('meal', 10),
          c.text('title', 80),
          c.text('title_key', 80),
          c.text('details', 300, { isNullable: true }),
          c.timestamp('added_at'),
          c.int('added_by'),
          c.timestamp('removed_at', { isNullable: true }),
          c.int('removed_by', { isNullable: true }),
        ],
        foreignKeys: [
          restrictedForeignKey('hostel_id', 'hostels'),
          restrictedForeignKey('added_by', 'users'),
          restrictedForeignKey('removed_by', 'users'),
        ],
        indices: [
          { name: 'idx_menu_items_day', columnNames: ['hostel_id', 'date', 'meal'] },
          {
            name: 'uq_menu_items_title',
            columnNames: ['hostel_id', 'date', 'meal', 'title_key'],
            isUnique: true,
            where: 'removed_at IS NULL',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'meal_attendance',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.date('date'),
          c.text('meal', 10),
          c.int('student_id'),
          c.timestamp('checked_in_at'),
          c.int('marked_by'),
        ],
        foreignKeys: [
          restrictedForeignKey('hostel_id', 'hostels'),
          restrictedForeignKey('student_id', 'students'),
          restrictedForeignKey('marked_by', 'users'),
        ],
        indices: [
          { name: 'uq_meal_attendance', columnNames: ['student_id', 'date', 'meal'], isUnique: true },
          { name: 'idx_meal_attendance_day', columnNames: ['hostel_id', 'date', 'meal'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('meal_attendance');
    await queryRunner.dropTable('menu_items');
  }
}
