import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columnsFor, restrictedForeignKey as fk } from './column-types';

/**
 * Issue 21, item 5: an admin voids a complete payment (a duplicate, a bounced transfer, a mistake) or rejects a
 * pending one whose money never arrived, with a reason. One reversal per payment at most (unique payment_id), dated
 * `reversed_on`; append-only like the rest of the ledger: nothing is edited or deleted.
 */
export class PaymentReversals1733700000000 implements MigrationInterface {
  name = 'PaymentReversals1733700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    const postgres = queryRunner.connection.options.type === 'postgres';
    await queryRunner.createTable(
      new Table({
        name: 'payment_reversals',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.int('student_id'),
          c.int('payment_id'),
          c.text('kind', 8),
          c.text('reason', 200),
          c.text('reversed_on', 10),
          c.int('reversed_by'),
          c.now('created_at'),
        ],
        indices: [
          { name: 'uq_payment_reversals_payment', columnNames: ['payment_id'], isUnique: true },
          { name: 'idx_payment_reversals_hostel_on', columnNames: ['hostel_id', 'reversed_on'] },
        ],
        foreignKeys: [
          fk('hostel_id', 'hostels'),
          fk('student_id', 'students'),
          fk('payment_id', 'payments'),
          fk('reversed_by', 'users'),
        ],
        checks: [{ name: 'ck_payment_reversals_kind', expression: "kind IN ('void','reject')" }],
      }),
    );
    if (postgres)
      await queryRunner.query(
        `CREATE TRIGGER payment_reversals_append_only BEFORE UPDATE OR DELETE ON payment_reversals
         FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`,
      );
    else
      for (const event of ['UPDATE', 'DELETE'])
        await queryRunner.query(
          `CREATE TRIGGER payment_reversals_no_${event.toLowerCase()} BEFORE ${event} ON payment_reversals
           BEGIN SELECT RAISE(ABORT, 'payment_reversals rows are append-only'); END`,
        );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('payment_reversals');
  }
}
