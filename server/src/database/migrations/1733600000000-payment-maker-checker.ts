import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21, item 7: maker-checker on payment verification becomes a hostel setting. 'auto' (every hostel
 * now): enforced while the hostel has two or more active admins, so a hostel with one admin can verify what that
 * admin recorded; 'on': always another admin; 'off': the recorder may verify. The same column and check on SQLite
 * and PostgreSQL.
 */
export class PaymentMakerChecker1733600000000 implements MigrationInterface {
  name = 'PaymentMakerChecker1733600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE hostels ADD COLUMN payment_maker_checker varchar(4) NOT NULL DEFAULT 'auto'
         CONSTRAINT ck_hostels_payment_maker_checker CHECK (payment_maker_checker IN ('auto','on','off'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE hostels DROP COLUMN payment_maker_checker');
  }
}
