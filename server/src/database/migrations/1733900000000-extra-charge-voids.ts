import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21, item 13: an admin voids an extra charge with a reason, by a row that takes it back (`reason = 'void'`,
 * `reverses_charge_id` the charge). At most one void per charge, kept by the database on both engines; no row
 * changes.
 */
export class ExtraChargeVoids1733900000000 implements MigrationInterface {
  name = 'ExtraChargeVoids1733900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE UNIQUE INDEX uq_charges_void ON charges (reverses_charge_id) WHERE reason = 'void'",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX uq_charges_void');
  }
}
