import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21, items 3 and 4: itemised settlements and refunds on the record.
 * - `hostels.last_period_rule`: how the rent period a stay ends in is billed: 'full' (the whole period, as before:
 *   existing hostels keep what they billed) or 'pro_rata' (the days stayed, the move-out day not counted).
 * - `refunds.settlement_lines`: the lines that made the settlement's dues and deductions as they were paid (JSON), so
 *   a paid settlement and its voucher read the same forever after; NULL on refunds paid before. Plain ADD COLUMN:
 *   SQLite keeps the append-only triggers of refunds.
 * - `idx_refunds_hostel_paid_on`: the month's refunds (`CheckoutRecords.refundsPaidBetween`).
 */
export class SettlementLines1733800000000 implements MigrationInterface {
  name = 'SettlementLines1733800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE hostels ADD COLUMN last_period_rule varchar(8) NOT NULL DEFAULT 'full'
         CONSTRAINT ck_hostels_last_period_rule CHECK (last_period_rule IN ('full','pro_rata'))`,
    );
    await queryRunner.query('ALTER TABLE refunds ADD COLUMN settlement_lines text NULL');
    await queryRunner.query('CREATE INDEX idx_refunds_hostel_paid_on ON refunds (hostel_id, paid_on)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX idx_refunds_hostel_paid_on');
    await queryRunner.query('ALTER TABLE refunds DROP COLUMN settlement_lines');
    await queryRunner.query('ALTER TABLE hostels DROP COLUMN last_period_rule');
  }
}
