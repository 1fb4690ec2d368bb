import { MigrationInterface, QueryRunner } from 'typeorm';

/** Columns whose amounts have no bound of their own, by table. */
const WIDENED: Record<string, string[]> = {
  charges: ['amount_paise'],
  refunds: ['amount_paise', 'deposit_paise', 'dues_paise', 'deductions_paise', 'applied_paise', 'still_owed_paise'],
};

/**
 * Issue 20, item 10: amounts past 2^31 paise (Rs. 2,14,74,836.47). A settlement's dues are the resident's balance
 * and what is still owed follows them; a refund and its "Credit refunded" charge carry the resident's credit. None
 * of these has a form's bound, so PostgreSQL keeps them as bigint, like the month totals (migration
 * 1732900000000). SQLite's integer is 64-bit already: nothing changes there. The entities read them back as numbers
 * (pg answers int8 as text; common/bigint-money.ts), exact up to 2^53, the API's Money.
 */
export class MoneyBigint1733300000000 implements MigrationInterface {
  name = 'MoneyBigint1733300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.setType(queryRunner, 'bigint');
  }

  /** Refused by PostgreSQL while a row holds an amount past 2^31. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await this.setType(queryRunner, 'integer');
  }

  private async setType(queryRunner: QueryRunner, type: 'bigint' | 'integer') {
    if (queryRunner.connection.options.type !== 'postgres') return;
    for (const [table, columns] of Object.entries(WIDENED))
      await queryRunner.query(
        `ALTER TABLE ${table} ${columns.map((column) => `ALTER COLUMN ${column} TYPE ${type}`).join(', ')}`,
      );
  }
}
