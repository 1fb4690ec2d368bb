import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columnsFor } from './column-types';

/**
 * Issue 22, item 1: domain events with an outbox. `Events.emit` writes one row per event in the transaction of the
 * change it announces (with the activity log's row); the jobs' dispatcher turns the rows waiting for dispatch
 * (`dispatched_at` null, a partial index) into its consumers' jobs, and the dispatched ones are pruned after a while.
 */
export class Outbox1734300000000 implements MigrationInterface {
  name = 'Outbox1734300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'outbox',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.text('kind', 40),
          { name: 'payload', type: 'text' },
          c.timestamp('occurred_at'),
          c.timestamp('dispatched_at', { isNullable: true }),
        ],
        indices: [
          { name: 'idx_outbox_pending', columnNames: ['id'], where: 'dispatched_at IS NULL' },
          { name: 'idx_outbox_dispatched', columnNames: ['dispatched_at'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('outbox');
  }
}
