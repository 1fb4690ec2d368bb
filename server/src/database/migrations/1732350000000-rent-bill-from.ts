import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 13: "Bill rent from". A resident entered long after they moved in keeps their real move-in date while
 * rent is billed from a later day; null bills from the move-in date, as before.
 */
export class RentBillFrom1732350000000 implements MigrationInterface {
  name = 'RentBillFrom1732350000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE rent_terms ADD COLUMN bill_from varchar(10) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE rent_terms DROP COLUMN bill_from');
  }
}
