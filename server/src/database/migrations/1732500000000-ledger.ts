import { MigrationInterface, QueryRunner, Table, TableForeignKey } from 'typeorm';
import { columnsFor } from './column-types';

/**
 * Issue 8: the ledger. Charges and payments are append-only rows in integer paise; a verification is its own
 * row, so a payment is never updated. Receipt numbers come from one counter per hostel. `rent_months` is the
 * ledger's projection of each resident's rent per month (rebuilt from the rows on every change) for the
 * month's table and totals. Hostels get a grace period before unpaid rent is overdue.
 */
const APPEND_ONLY = ['charges', 'payments', 'payment_verifications'];

export class Ledger1732500000000 implements MigrationInterface {
  name = 'Ledger1732500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    const fk = (column: string, table: string) =>
      new TableForeignKey({
        columnNames: [column],
        referencedTableName: table,
        referencedColumnNames: ['id'],
        onDelete: 'RESTRICT',
      });

    await queryRunner.query('ALTER TABLE hostels ADD COLUMN rent_grace_days integer NOT NULL DEFAULT 5');

    await queryRunner.createTable(
      new Table({
        name: 'charges',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.int('student_id'),
          c.text('kind', 16),
          c.text('rent_period', 10, { isNullable: true }),
          c.text('period_end', 10, { isNullable: true }),
          c.text('label', 80),
          c.int('amount_paise'),
          c.text('reason', 24, { isNullable: true }),
          c.text('comment', 500, { isNullable: true }),
          c.text('due_date', 10),
          c.int('reverses_charge_id', { isNullable: true }),
          c.int('created_by', { isNullable: true }),
          c.now('created_at'),
        ],
        indices: [
          { name: 'idx_charges_student_due', columnNames: ['student_id', 'due_date'] },
          { name: 'idx_charges_hostel_due', columnNames: ['hostel_id', 'due_date'] },
          { name: 'uq_charges_rent_period', columnNames: ['student_id', 'rent_period'], isUnique: true },
        ],
        foreignKeys: [
          fk('hostel_id', 'hostels'),
          fk('student_id', 'students'),
          fk('reverses_charge_id', 'charges'),
          fk('created_by', 'users'),
        ],
        checks: [
          { name: 'ck_charges_kind', expression: "kind IN ('rent','extra','adjustment','deduction')" },
          { name: 'ck_charges_rent_period', expression: "(kind = 'rent') = (rent_period IS NOT NULL)" },
          { name: 'ck_charges_amount', expression: 'amount_paise <> 0' },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'payments',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.int('student_id'),
          c.int('amount_paise'),
          c.text('method', 16),
          c.text('reference', 40, { isNullable: true }),
          c.text('paid_on', 10),
          c.text('note', 500, { isNullable: true }),
          c.text('idempotency_key', 64),
          c.int('receipt_no'),
          c.text('settles', 200),
          c.int('recorded_by'),
          c.now('created_at'),
        ],
        indices: [
          { name: 'idx_payments_student', columnNames: ['student_id', 'paid_on'] },
          { name: 'idx_payments_hostel_paid_on', columnNames: ['hostel_id', 'paid_on'] },
          { name: 'uq_payments_idempotency', columnNames: ['hostel_id', 'idempotency_key'], isUnique: true },
          { name: 'uq_payments_receipt', columnNames: ['hostel_id', 'receipt_no'], isUnique: true },
        ],
        foreignKeys: [fk('hostel_id', 'hostels'), fk('student_id', 'students'), fk('recorded_by', 'users')],
        checks: [
          { name: 'ck_payments_amount', expression: 'amount_paise > 0' },
          { name: 'ck_payments_method', expression: "method IN ('cash','upi','bank_transfer','card')" },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'payment_verifications',
        columns: [
          { ...c.int('payment_id'), isPrimary: true },
          c.int('hostel_id'),
          c.int('verified_by'),
          c.timestamp('verified_at'),
        ],
        foreignKeys: [fk('payment_id', 'payments'), fk('hostel_id', 'hostels'), fk('verified_by', 'users')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'receipt_counters',
        columns: [{ ...c.int('hostel_id'), isPrimary: true }, c.int('last_number')],
        foreignKeys: [fk('hostel_id', 'hostels')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'rent_months',
        columns: [
          { ...c.int('student_id'), isPrimary: true },
          { ...c.text('month', 7), isPrimary: true },
          c.int('hostel_id'),
          c.int('charge_id'),
          c.text('due_date', 10),
          c.int('charged_paise'),
          c.int('settled_paise'),
          c.int('pending_paise'),
          c.text('payment_status', 8),
          c.text('in_process', 8),
        ],
        indices: [
          { name: 'idx_rent_months_month_status', columnNames: ['hostel_id', 'month', 'payment_status'] },
          { name: 'idx_rent_months_month_process', columnNames: ['hostel_id', 'month', 'in_process'] },
        ],
        foreignKeys: [fk('student_id', 'students'), fk('hostel_id', 'hostels'), fk('charge_id', 'charges')],
      }),
    );
    await this.appendOnly(queryRunner);
  }

  /** Charges, payments and verifications refuse UPDATE and DELETE in the database itself: a correction is a new row. */
  private async appendOnly(queryRunner: QueryRunner) {
    const postgres = queryRunner.connection.options.type === 'postgres';
    if (postgres)
      await queryRunner.query(
        `CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN RAISE EXCEPTION '% rows are append-only', TG_TABLE_NAME; END $$`,
      );
    for (const table of APPEND_ONLY) {
      if (postgres)
        await queryRunner.query(
          `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table}
           FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`,
        );
      else
        for (const event of ['UPDATE', 'DELETE'])
          await queryRunner.query(
            `CREATE TRIGGER ${table}_no_${event.toLowerCase()} BEFORE ${event} ON ${table}
             BEGIN SELECT RAISE(ABORT, '${table} rows are append-only'); END`,
          );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    for (const table of APPEND_ONLY) {
      if (postgres) await queryRunner.query(`DROP TRIGGER ${table}_append_only ON ${table}`);
      else for (const event of ['update', 'delete']) await queryRunner.query(`DROP TRIGGER ${table}_no_${event}`);
    }
    if (postgres) await queryRunner.query('DROP FUNCTION ledger_append_only()');
    for (const table of ['rent_months', 'receipt_counters', 'payment_verifications', 'payments', 'charges'])
      await queryRunner.dropTable(table);
    await queryRunner.query('ALTER TABLE hostels DROP COLUMN rent_grace_days');
  }
}
