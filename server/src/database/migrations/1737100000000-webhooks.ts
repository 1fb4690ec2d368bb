import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columnsFor, restrictedForeignKey } from './column-types';

/**
 * Issue 36, webhooks: a hostel's endpoints (URL, chosen event types, the signing secret kept so the server can sign,
 * failing since when) and one delivery row per event and endpoint, its body fixed, its tries and last answer. The
 * fan-out makes at most one delivery per endpoint and outbox event (`uq_webhook_deliveries_event`, partial); a
 * create sent twice makes one endpoint (`uq_webhook_endpoints_key`).
 */
export class Webhooks1737100000000 implements MigrationInterface {
  name = 'Webhooks1737100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'webhook_endpoints',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.text('url', 2000),
          c.text('description', 200),
          c.text('events', 1000),
          c.text('secret', 80),
          c.bool('enabled', true),
          c.timestamp('failing_since', { isNullable: true }),
          c.timestamp('last_delivery_at', { isNullable: true }),
          c.text('idempotency_key', 100),
          c.int('created_by', { isNullable: true }),
          c.text('created_by_name', 160),
          c.timestamp('created_at'),
          c.timestamp('deleted_at', { isNullable: true }),
        ],
        foreignKeys: [restrictedForeignKey('hostel_id', 'hostels'), restrictedForeignKey('created_by', 'users')],
        indices: [
          { name: 'uq_webhook_endpoints_key', columnNames: ['hostel_id', 'idempotency_key'], isUnique: true },
          { name: 'idx_webhook_endpoints_hostel', columnNames: ['hostel_id', 'created_at'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'webhook_deliveries',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.int('endpoint_id'),
          c.text('origin', 12),
          c.int('outbox_id', { isNullable: true }),
          c.text('event_id', 40),
          c.text('event_type', 40),
          c.text('state', 10),
          c.int('attempts', { default: 0 }),
          c.int('response_status', { isNullable: true }),
          c.text('error', 300, { isNullable: true }),
          { name: 'payload', type: 'text' },
          c.timestamp('created_at'),
          c.timestamp('last_attempt_at', { isNullable: true }),
          c.timestamp('next_attempt_at', { isNullable: true }),
          c.timestamp('delivered_at', { isNullable: true }),
          c.int('duration_ms', { isNullable: true }),
        ],
        foreignKeys: [
          restrictedForeignKey('hostel_id', 'hostels'),
          restrictedForeignKey('endpoint_id', 'webhook_endpoints'),
        ],
        indices: [
          { name: 'idx_webhook_deliveries_endpoint', columnNames: ['endpoint_id', 'id'] },
          {
            name: 'uq_webhook_deliveries_event',
            columnNames: ['endpoint_id', 'outbox_id'],
            isUnique: true,
            where: "origin = 'event'",
          },
        ],
        checks: [
          {
            name: 'ck_webhook_deliveries_state',
            expression: "state IN ('pending','retrying','delivered','failed')",
          },
          { name: 'ck_webhook_deliveries_origin', expression: "origin IN ('event','redelivery','test')" },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('webhook_deliveries');
    await queryRunner.dropTable('webhook_endpoints');
  }
}
