import { MigrationInterface, QueryRunner, Table, TableForeignKey } from 'typeorm';
import { columnsFor } from './column-types';

/** Issue 8: Update Rent's changes (new rent from a date, one-time discount or surcharge, waiver) and their approval. */
export class RentChanges1732600000000 implements MigrationInterface {
  name = 'RentChanges1732600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    const fk = (column: string, table: string) =>
      new TableForeignKey({
        columnNames: [column],
        referencedTableName: table,
        referencedColumnNames: ['id'],
        onDelete: 'RESTRICT',
      });
    await queryRunner.createTable(
      new Table({
        name: 'rent_changes',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.int('student_id'),
          c.text('kind', 20),
          c.int('amount_paise', { isNullable: true }),
          c.text('effective_date', 10),
          c.text('comment', 500, { isNullable: true }),
          c.text('status', 10),
          c.int('requested_by'),
          c.int('decided_by', { isNullable: true }),
          c.timestamp('decided_at', { isNullable: true }),
          c.int('charge_id', { isNullable: true }),
          c.now('created_at'),
        ],
        indices: [
          { name: 'idx_rent_changes_hostel_status', columnNames: ['hostel_id', 'status', 'id'] },
          { name: 'idx_rent_changes_student', columnNames: ['student_id', 'effective_date'] },
        ],
        foreignKeys: [
          fk('hostel_id', 'hostels'),
          fk('student_id', 'students'),
          fk('requested_by', 'users'),
          fk('decided_by', 'users'),
          fk('charge_id', 'charges'),
        ],
        checks: [
          {
            name: 'ck_rent_changes_kind',
            expression: "kind IN ('rent_change','one_time_discount','one_time_surcharge','waiver')",
          },
          { name: 'ck_rent_changes_status', expression: "status IN ('pending','applied','rejected')" },
          { name: 'ck_rent_changes_amount', expression: "(kind = 'waiver') = (amount_paise IS NULL)" },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rent_changes');
  }
}
