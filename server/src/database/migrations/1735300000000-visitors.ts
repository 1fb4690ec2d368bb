import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columnsFor, restrictedForeignKey } from './column-types';

/**
 * Issue 23, Visitor Management: the visitor log. One row per visit, signed in and later out; one phone inside a
 * hostel at a time (`uq_visitors_inside`, on the rows without an out time).
 */
export class Visitors1735300000000 implements MigrationInterface {
  name = 'Visitors1735300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'visitors',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.int('student_id'),
          c.text('name', 120),
          c.text('phone', 16),
          c.text('purpose', 120),
          c.text('id_type', 20, { isNullable: true }),
          c.timestamp('in_at'),
          c.timestamp('out_at', { isNullable: true }),
          c.int('signed_in_by'),
          c.int('signed_out_by', { isNullable: true }),
        ],
        foreignKeys: [
          restrictedForeignKey('hostel_id', 'hostels'),
          restrictedForeignKey('student_id', 'students'),
          restrictedForeignKey('signed_in_by', 'users'),
          restrictedForeignKey('signed_out_by', 'users'),
        ],
        indices: [
          { name: 'idx_visitors_hostel_in', columnNames: ['hostel_id', 'in_at'] },
          { name: 'idx_visitors_student_in', columnNames: ['student_id', 'in_at'] },
          { name: 'uq_visitors_inside', columnNames: ['hostel_id', 'phone'], isUnique: true, where: 'out_at IS NULL' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('visitors');
  }
}
