import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21, item 12: receipts complete. A hostel's phone (E.164), GSTIN and PAN, each optional, printed on its
 * receipts; and each payment's balance right after it (paise, above zero owed, below zero credit), written when it is
 * recorded. Payments recorded before this migration have none (null): their receipts leave the line out, as their
 * `settles` text (no year) is printed as it was stored. The same columns on SQLite and PostgreSQL; no row changes.
 */
export class ReceiptDetails1734000000000 implements MigrationInterface {
  name = 'ReceiptDetails1734000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE hostels ADD COLUMN phone varchar(16) NULL');
    await queryRunner.query('ALTER TABLE hostels ADD COLUMN gstin varchar(15) NULL');
    await queryRunner.query('ALTER TABLE hostels ADD COLUMN pan varchar(10) NULL');
    await queryRunner.query('ALTER TABLE payments ADD COLUMN balance_after_paise bigint NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE payments DROP COLUMN balance_after_paise');
    await queryRunner.query('ALTER TABLE hostels DROP COLUMN pan');
    await queryRunner.query('ALTER TABLE hostels DROP COLUMN gstin');
    await queryRunner.query('ALTER TABLE hostels DROP COLUMN phone');
  }
}
