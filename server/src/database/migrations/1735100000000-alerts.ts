import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columnsFor, restrictedForeignKey } from './column-types';

/**
 * Issue 23: the header's bell. One alert per user and thing (`key`, unique per user), raised from events by the
 * queue's `alerts` consumer; resolved for everyone when the thing is dealt with, read by each user on their own.
 */
export class Alerts1735100000000 implements MigrationInterface {
  name = 'Alerts1735100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'alerts',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.int('user_id'),
          c.text('kind', 30),
          c.text('key', 80),
          c.text('text', 200),
          c.text('link', 300),
          c.timestamp('created_at'),
          c.timestamp('read_at', { isNullable: true }),
          c.timestamp('resolved_at', { isNullable: true }),
        ],
        foreignKeys: [restrictedForeignKey('hostel_id', 'hostels'), restrictedForeignKey('user_id', 'users')],
        indices: [
          { name: 'uq_alerts_user_key', columnNames: ['user_id', 'key'], isUnique: true },
          { name: 'idx_alerts_user_created', columnNames: ['user_id', 'created_at'] },
          { name: 'idx_alerts_hostel_key', columnNames: ['hostel_id', 'key'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('alerts');
  }
}
