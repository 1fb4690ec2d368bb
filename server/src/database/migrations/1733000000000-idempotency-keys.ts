import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columnsFor, restrictedForeignKey } from './column-types';

/**
 * Issue 12: a key per form submit for money mutations (extra charges first). One row per hostel, operation and
 * key, with the request's fingerprint and the first answer, so a retried submit answers it again.
 */
export class IdempotencyKeys1733000000000 implements MigrationInterface {
  name = 'IdempotencyKeys1733000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    const fk = restrictedForeignKey;
    await queryRunner.createTable(
      new Table({
        name: 'idempotency_keys',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.text('operation', 40),
          c.text('key', 64),
          c.text('fingerprint', 64),
          { name: 'answer', type: 'text' },
          c.int('created_by'),
          c.now('created_at'),
        ],
        indices: [{ name: 'uq_idempotency_keys', columnNames: ['hostel_id', 'operation', 'key'], isUnique: true }],
        foreignKeys: [fk('hostel_id', 'hostels'), fk('created_by', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('idempotency_keys');
  }
}
