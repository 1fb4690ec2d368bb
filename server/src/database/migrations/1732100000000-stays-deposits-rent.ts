import { MigrationInterface, QueryRunner, Table, TableForeignKey } from 'typeorm';
import { columnsFor } from './column-types';

/**
 * Issue 3: stays (each bed's occupancy history), deposits, rent terms and the activity log.
 * Partial unique indexes allow one current stay per bed and one per student. Beds already
 * occupied by a resident get a current stay starting at the resident's move-in date.
 */
export class StaysDepositsRent1732100000000 implements MigrationInterface {
  name = 'StaysDepositsRent1732100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    const hostelFk = () =>
      new TableForeignKey({
        columnNames: ['hostel_id'],
        referencedTableName: 'hostels',
        referencedColumnNames: ['id'],
        onDelete: 'RESTRICT',
      });
    const studentFk = () =>
      new TableForeignKey({
        columnNames: ['student_id'],
        referencedTableName: 'students',
        referencedColumnNames: ['id'],
        onDelete: 'RESTRICT',
      });

    await queryRunner.createTable(
      new Table({
        name: 'stays',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.int('student_id'),
          c.int('bed_id', { isNullable: true }),
          c.int('room_number'),
          c.text('bed_label', 20),
          c.date('start_date'),
          c.date('end_date', { isNullable: true }),
          c.now('created_at'),
          c.timestamp('ended_at', { isNullable: true }),
        ],
        indices: [
          { name: 'idx_stays_hostel', columnNames: ['hostel_id'] },
          { name: 'idx_stays_student', columnNames: ['student_id', 'start_date'] },
          { name: 'idx_stays_bed', columnNames: ['bed_id', 'start_date'] },
          { name: 'uq_stays_current_bed', columnNames: ['bed_id'], isUnique: true, where: 'end_date IS NULL' },
          { name: 'uq_stays_current_student', columnNames: ['student_id'], isUnique: true, where: 'end_date IS NULL' },
        ],
        foreignKeys: [
          hostelFk(),
          studentFk(),
          { columnNames: ['bed_id'], referencedTableName: 'beds', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
        ],
        checks: [{ name: 'ck_stays_dates', expression: 'end_date IS NULL OR end_date >= start_date' }],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'deposits',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.int('student_id'),
          c.int('amount_paise'),
          c.date('paid_on'),
          c.text('method', 16),
          c.now('created_at'),
        ],
        indices: [
          { name: 'idx_deposits_hostel', columnNames: ['hostel_id'] },
          { name: 'uq_deposits_student', columnNames: ['student_id'], isUnique: true },
        ],
        foreignKeys: [hostelFk(), studentFk()],
        checks: [
          { name: 'ck_deposits_amount', expression: 'amount_paise >= 0' },
          { name: 'ck_deposits_method', expression: "method IN ('cash','upi','bank_transfer')" },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'rent_terms',
        columns: [
          c.int('student_id', { isPrimary: true }),
          c.int('hostel_id'),
          c.int('monthly_rent_paise'),
          c.int('rent_agreement_days'),
          c.int('notice_period_days'),
          c.now('created_at'),
          c.now('updated_at'),
        ],
        indices: [{ name: 'idx_rent_terms_hostel', columnNames: ['hostel_id'] }],
        foreignKeys: [hostelFk(), studentFk()],
        checks: [
          { name: 'ck_rent_terms_rent', expression: 'monthly_rent_paise >= 0' },
          { name: 'ck_rent_terms_days', expression: 'rent_agreement_days >= 1 AND notice_period_days >= 0' },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'activities',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.int('actor_user_id', { isNullable: true }),
          c.text('action', 40),
          c.text('subject_type', 20),
          c.int('subject_id'),
          c.text('subject_label', 160),
          c.text('detail', 200, { isNullable: true }),
          c.timestamp('created_at'),
        ],
        indices: [{ name: 'idx_activities_hostel_created', columnNames: ['hostel_id', 'created_at'] }],
        foreignKeys: [
          hostelFk(),
          {
            columnNames: ['actor_user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          },
        ],
      }),
    );

    await queryRunner.query(
      `INSERT INTO stays (hostel_id, student_id, bed_id, room_number, bed_label, start_date)
       SELECT b.hostel_id, b.current_student_id, b.id, r.room_number,
              CAST(r.room_number AS TEXT) || '-' || substr('abcdefghijklmnopqrstuvwxyz', b.bed_number, 1), s.move_in_date
       FROM beds b JOIN rooms r ON r.id = b.room_id JOIN students s ON s.id = b.current_student_id`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['activities', 'rent_terms', 'deposits', 'stays']) await queryRunner.dropTable(table);
  }
}
