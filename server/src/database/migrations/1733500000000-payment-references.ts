import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21, item 6: a payment's reference (UTR or transaction id) is checked against the hostel's other payments,
 * matched without spaces and in any case. The index serves that lookup (ledger/payment-references.ts writes the
 * same expression) on both databases; no row changes.
 */
export class PaymentReferences1733500000000 implements MigrationInterface {
  name = 'PaymentReferences1733500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE INDEX idx_payments_reference ON payments (hostel_id, (lower(replace(reference, ' ', ''))))",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX idx_payments_reference');
  }
}
