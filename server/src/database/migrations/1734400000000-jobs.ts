import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columnsFor } from './column-types';

/**
 * Issue 22, item 2: one durable job queue (jobs/). A job is claimed by one worker at a time (state running, a lease
 * in `locked_until`), retried with back-off until `max_attempts`, its last failure kept in `last_error`. The unique
 * key makes an enqueue once-only: a recurring run slot (`rent-billing:2026-11-26T09`) or an event's consumer
 * (`event:42:stay-end`). `after_key` names a job that must have finished first (stay ends before rent billing).
 */
export class Jobs1734400000000 implements MigrationInterface {
  name = 'Jobs1734400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'jobs',
        columns: [
          c.id(),
          c.text('kind', 60),
          c.text('unique_key', 200),
          { name: 'payload', type: 'text' },
          c.text('state', 8),
          c.timestamp('run_at'),
          c.int('attempts', { default: 0 }),
          c.int('max_attempts'),
          c.text('last_error', 1000, { isNullable: true }),
          c.timestamp('locked_until', { isNullable: true }),
          c.text('locked_by', 100, { isNullable: true }),
          c.text('after_key', 200, { isNullable: true }),
          c.timestamp('created_at'),
          c.timestamp('started_at', { isNullable: true }),
          c.timestamp('finished_at', { isNullable: true }),
        ],
        indices: [
          { name: 'uq_jobs_unique_key', columnNames: ['unique_key'], isUnique: true },
          { name: 'idx_jobs_state_run_at', columnNames: ['state', 'run_at', 'id'] },
          { name: 'idx_jobs_finished', columnNames: ['finished_at'] },
        ],
        checks: [
          { name: 'ck_jobs_state', expression: "state IN ('waiting','running','done','failed')" },
          { name: 'ck_jobs_attempts', expression: 'attempts >= 0 AND max_attempts >= 1' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('jobs');
  }
}
