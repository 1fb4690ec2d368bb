import { MigrationInterface, QueryRunner, Table, TableForeignKey } from 'typeorm';
import { columnsFor } from './column-types';

/**
 * Issue 8: subscription billing. A hostel's subscription runs in monthly periods from `subscription_since`
 * (its creation day until now); a plan change waits for the next period (`next_plan`, `next_plan_from`). The
 * scheduled job issues one invoice per hostel and period (unique), which a superadmin marks paid.
 */
export class Subscriptions1732800000000 implements MigrationInterface {
  name = 'Subscriptions1732800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.query('ALTER TABLE hostels ADD COLUMN subscription_since varchar(10) NULL');
    await queryRunner.query('ALTER TABLE hostels ADD COLUMN next_plan varchar(20) NULL');
    await queryRunner.query('ALTER TABLE hostels ADD COLUMN next_plan_from varchar(10) NULL');
    const postgres = queryRunner.connection.options.type === 'postgres';
    await queryRunner.query(
      postgres
        ? "UPDATE hostels SET subscription_since = to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')"
        : "UPDATE hostels SET subscription_since = date(created_at, '+330 minutes')",
    );
    await queryRunner.createTable(
      new Table({
        name: 'subscription_invoices',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.text('plan', 20),
          c.int('amount_paise'),
          c.text('period_start', 10),
          c.text('period_end', 10),
          c.text('status', 8),
          c.now('issued_at'),
          c.timestamp('paid_at', { isNullable: true }),
          c.int('paid_marked_by', { isNullable: true }),
        ],
        indices: [
          { name: 'uq_subscription_invoices_period', columnNames: ['hostel_id', 'period_start'], isUnique: true },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['hostel_id'],
            referencedTableName: 'hostels',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
          }),
          new TableForeignKey({
            columnNames: ['paid_marked_by'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
          }),
        ],
        checks: [
          { name: 'ck_subscription_invoices_status', expression: "status IN ('pending','paid')" },
          { name: 'ck_subscription_invoices_amount', expression: 'amount_paise > 0' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('subscription_invoices');
    for (const column of ['next_plan_from', 'next_plan', 'subscription_since'])
      await queryRunner.query(`ALTER TABLE hostels DROP COLUMN ${column}`);
  }
}
