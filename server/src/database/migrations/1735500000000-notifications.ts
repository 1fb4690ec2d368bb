import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columnsFor, restrictedForeignKey } from './column-types';

/**
 * Issue 23: notifications. A notification (draft, scheduled, sent or cancelled) and its recipients, each with the
 * phone its SMS went to and its delivery state (queued, sent, failed with the reason), delivered by the job queue.
 */
export class Notifications1735500000000 implements MigrationInterface {
  name = 'Notifications1735500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'notifications',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.text('title', 100),
          c.text('description', 300),
          c.text('state', 10),
          c.timestamp('send_at', { isNullable: true }),
          c.int('created_by'),
          c.timestamp('created_at'),
          c.timestamp('sent_at', { isNullable: true }),
          c.timestamp('cancelled_at', { isNullable: true }),
          c.int('round', { default: 1 }),
        ],
        foreignKeys: [restrictedForeignKey('hostel_id', 'hostels'), restrictedForeignKey('created_by', 'users')],
        indices: [
          { name: 'idx_notifications_hostel_state_created', columnNames: ['hostel_id', 'state', 'created_at'] },
        ],
        checks: [
          { name: 'ck_notifications_state', expression: "state IN ('draft', 'scheduled', 'sent', 'cancelled')" },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'notification_recipients',
        columns: [
          c.id(),
          c.int('notification_id'),
          c.int('hostel_id'),
          c.int('student_id'),
          c.text('student_name', 120),
          c.text('phone', 16),
          c.text('state', 8),
          c.int('attempts', { default: 0 }),
          c.text('failure_reason', 200, { isNullable: true }),
          c.timestamp('sent_at', { isNullable: true }),
        ],
        foreignKeys: [
          restrictedForeignKey('notification_id', 'notifications'),
          restrictedForeignKey('hostel_id', 'hostels'),
          restrictedForeignKey('student_id', 'students'),
        ],
        indices: [
          { name: 'uq_notification_recipients', columnNames: ['notification_id', 'student_id'], isUnique: true },
          { name: 'idx_notification_recipients_student', columnNames: ['student_id', 'notification_id'] },
          { name: 'idx_notification_recipients_state', columnNames: ['notification_id', 'state'] },
        ],
        checks: [{ name: 'ck_notification_recipients_state', expression: "state IN ('queued', 'sent', 'failed')" }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('notification_recipients');
    await queryRunner.dropTable('notifications');
  }
}
