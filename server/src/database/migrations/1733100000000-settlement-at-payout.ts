import { MigrationInterface, QueryRunner } from 'typeorm';

/** The settlement's figures as they were paid, kept on the refund row (append-only like the rest of it). */
const COLUMNS = ['deposit_paise', 'dues_paise', 'deductions_paise', 'applied_paise', 'still_owed_paise'];

/**
 * Issue 20: a paid settlement is history. The refund row keeps the settlement it paid (deposit, dues, deductions,
 * what the deposit covered, what is still owed) so that it reads the same forever after. Refunds paid before this
 * migration have none (NULL) and read from their rows as before. Plain ADD COLUMN: SQLite keeps the table and its
 * append-only triggers (a rebuilt table would lose them).
 */
export class SettlementAtPayout1733100000000 implements MigrationInterface {
  name = 'SettlementAtPayout1733100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const column of COLUMNS) await queryRunner.query(`ALTER TABLE refunds ADD COLUMN ${column} integer NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of COLUMNS.reverse()) await queryRunner.query(`ALTER TABLE refunds DROP COLUMN ${column}`);
  }
}
