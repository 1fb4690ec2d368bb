import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columnsFor, restrictedForeignKey } from './column-types';

/**
 * Issue 36, section 2: integrators' API keys. One row per key, never deleted (a revoked key keeps its name in the
 * list and the activity log); only a SHA-256 hash of the secret is kept, found by its unique index on every request.
 * The activity log names the key a change was made with (`activities.api_key_id`; `actor_user_id` stays the admin
 * who issued it, as the `*_by` columns of the change do). The same tables and indexes on SQLite and PostgreSQL.
 */
export class ApiKeys1737000000000 implements MigrationInterface {
  name = 'ApiKeys1737000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'api_keys',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.text('name', 60),
          c.text('access', 12),
          c.text('prefix', 16),
          c.text('secret_hash', 64),
          c.int('created_by'),
          c.timestamp('created_at'),
          c.timestamp('expires_at', { isNullable: true }),
          c.timestamp('revoked_at', { isNullable: true }),
          c.int('revoked_by', { isNullable: true }),
          c.timestamp('last_used_at', { isNullable: true }),
          c.text('last_used_from', 45, { isNullable: true }),
        ],
        foreignKeys: [
          restrictedForeignKey('hostel_id', 'hostels'),
          restrictedForeignKey('created_by', 'users'),
          restrictedForeignKey('revoked_by', 'users'),
        ],
        indices: [
          { name: 'uq_api_keys_secret_hash', columnNames: ['secret_hash'], isUnique: true },
          { name: 'idx_api_keys_hostel_created', columnNames: ['hostel_id', 'created_at'] },
        ],
        checks: [{ name: 'ck_api_keys_access', expression: "access IN ('read_only', 'read_write')" }],
      }),
    );
    await queryRunner.query('ALTER TABLE activities ADD COLUMN api_key_id integer NULL REFERENCES api_keys (id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // TypeORM rebuilds the table on SQLite, which cannot drop a column with a foreign key.
    await queryRunner.dropColumn('activities', 'api_key_id');
    await queryRunner.dropTable('api_keys');
  }
}
