import { MigrationInterface, QueryRunner, Table, TableForeignKey } from 'typeorm';
import { columnsFor } from './column-types';

/**
 * Issue 8: checkout. A resident's notice and settlement (`checkouts`, one open per resident), its itemised
 * deductions and the refund paid: the last two append-only like the rest of the ledger.
 */
export class Checkouts1732700000000 implements MigrationInterface {
  name = 'Checkouts1732700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    const postgres = queryRunner.connection.options.type === 'postgres';
    const fk = (column: string, table: string) =>
      new TableForeignKey({
        columnNames: [column],
        referencedTableName: table,
        referencedColumnNames: ['id'],
        onDelete: 'RESTRICT',
      });
    await queryRunner.createTable(
      new Table({
        name: 'checkouts',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.int('student_id'),
          c.text('notice_date', 10),
          c.text('move_out_date', 10),
          c.text('status', 12),
          c.int('noticed_by'),
          c.int('prepared_by', { isNullable: true }),
          c.timestamp('prepared_at', { isNullable: true }),
          c.int('approved_by', { isNullable: true }),
          c.timestamp('approved_at', { isNullable: true }),
          c.timestamp('refunded_at', { isNullable: true }),
          c.now('created_at'),
        ],
        indices: [
          { name: 'idx_checkouts_hostel_status', columnNames: ['hostel_id', 'status'] },
          { name: 'uq_checkouts_open', columnNames: ['student_id'], isUnique: true, where: "status <> 'refunded'" },
        ],
        foreignKeys: [
          fk('hostel_id', 'hostels'),
          fk('student_id', 'students'),
          fk('noticed_by', 'users'),
          fk('prepared_by', 'users'),
          fk('approved_by', 'users'),
        ],
        checks: [
          { name: 'ck_checkouts_status', expression: "status IN ('notice','in_process','approved','refunded')" },
          { name: 'ck_checkouts_dates', expression: 'move_out_date >= notice_date' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'checkout_deductions',
        columns: [c.id(), c.int('checkout_id'), c.text('kind', 12), c.int('amount_paise'), c.text('note', 200)],
        indices: [{ name: 'idx_checkout_deductions_checkout', columnNames: ['checkout_id'] }],
        foreignKeys: [fk('checkout_id', 'checkouts')],
        checks: [
          { name: 'ck_checkout_deductions_kind', expression: "kind IN ('damage','cleaning','other')" },
          { name: 'ck_checkout_deductions_amount', expression: 'amount_paise > 0' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'refunds',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.int('student_id'),
          c.int('checkout_id'),
          c.int('amount_paise'),
          c.text('method', 16),
          c.text('reference', 40, { isNullable: true }),
          c.text('paid_on', 10),
          c.int('recorded_by'),
          c.now('created_at'),
        ],
        indices: [{ name: 'uq_refunds_checkout', columnNames: ['checkout_id'], isUnique: true }],
        foreignKeys: [
          fk('hostel_id', 'hostels'),
          fk('student_id', 'students'),
          fk('checkout_id', 'checkouts'),
          fk('recorded_by', 'users'),
        ],
        checks: [{ name: 'ck_refunds_amount', expression: 'amount_paise >= 0' }],
      }),
    );
    for (const table of ['checkout_deductions', 'refunds']) {
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
    for (const table of ['refunds', 'checkout_deductions', 'checkouts']) await queryRunner.dropTable(table);
  }
}
