import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columnsFor, restrictedForeignKey } from './column-types';

/**
 * Issue 23: residents' requests, the history of their status changes, and each hostel's own target time per type
 * (defaults in `@hostel-admin/rules`: a hostel without rows uses them).
 */
export class Requests1735200000000 implements MigrationInterface {
  name = 'Requests1735200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'requests',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.text('type', 10),
          c.text('text', 500),
          c.int('student_id'),
          c.int('room_number', { isNullable: true }),
          c.text('status', 10),
          c.timestamp('raised_at'),
          c.int('raised_by', { isNullable: true }),
          c.timestamp('status_changed_at', { isNullable: true }),
          c.text('client_key', 80, { isNullable: true }),
        ],
        foreignKeys: [
          restrictedForeignKey('hostel_id', 'hostels'),
          restrictedForeignKey('student_id', 'students'),
          restrictedForeignKey('raised_by', 'users'),
        ],
        indices: [
          { name: 'idx_requests_hostel_type_raised', columnNames: ['hostel_id', 'type', 'raised_at'] },
          { name: 'idx_requests_hostel_status_raised', columnNames: ['hostel_id', 'status', 'raised_at'] },
          { name: 'uq_requests_client_key', columnNames: ['hostel_id', 'client_key'], isUnique: true },
          { name: 'idx_requests_student', columnNames: ['student_id'] },
        ],
        checks: [
          { name: 'ck_requests_type', expression: `type IN ('service', 'bed_room', 'food', 'others')` },
          { name: 'ck_requests_status', expression: `status IN ('pending', 'working', 'complete')` },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'request_status_changes',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.int('request_id'),
          c.text('from_status', 10),
          c.text('to_status', 10),
          c.int('changed_by', { isNullable: true }),
          c.timestamp('changed_at'),
          c.text('note', 200, { isNullable: true }),
        ],
        foreignKeys: [
          restrictedForeignKey('hostel_id', 'hostels'),
          restrictedForeignKey('request_id', 'requests'),
          restrictedForeignKey('changed_by', 'users'),
        ],
        indices: [{ name: 'idx_request_status_changes_request', columnNames: ['request_id', 'changed_at'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'request_targets',
        columns: [
          { ...c.int('hostel_id'), isPrimary: true },
          { ...c.text('type', 10), isPrimary: true },
          c.int('hours'),
        ],
        foreignKeys: [restrictedForeignKey('hostel_id', 'hostels')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('request_targets');
    await queryRunner.dropTable('request_status_changes');
    await queryRunner.dropTable('requests');
  }
}
