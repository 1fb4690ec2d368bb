import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 22: `payment_day_totals` (per hostel and day: collected and pending) has had no reader since Payment Details
 * moved to the month equation's projection (`ledger_months`, migration 1734200000000); every payment still wrote it.
 * Dropped. `down` builds it again from the payments as they stand (cash or verified collected on the paid day,
 * unverified and not rejected pending).
 */
export class DropPaymentDayTotals1735000000000 implements MigrationInterface {
  name = 'DropPaymentDayTotals1735000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE payment_day_totals');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE payment_day_totals (
      hostel_id integer NOT NULL, paid_on varchar(10) NOT NULL,
      collected_paise bigint NOT NULL, pending_paise bigint NOT NULL,
      PRIMARY KEY (hostel_id, paid_on))`);
    await queryRunner.query(`INSERT INTO payment_day_totals (hostel_id, paid_on, collected_paise, pending_paise)
      SELECT p.hostel_id, p.paid_on,
        SUM(CASE WHEN p.method = 'cash' OR v.payment_id IS NOT NULL THEN p.amount_paise ELSE 0 END),
        SUM(CASE WHEN p.method <> 'cash' AND v.payment_id IS NULL AND r.payment_id IS NULL THEN p.amount_paise ELSE 0 END)
      FROM payments p LEFT JOIN payment_verifications v ON v.payment_id = p.id
        LEFT JOIN payment_reversals r ON r.payment_id = p.id AND r.kind = 'reject'
      GROUP BY p.hostel_id, p.paid_on`);
  }
}
