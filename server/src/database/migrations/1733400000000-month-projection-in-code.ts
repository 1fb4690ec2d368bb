import { MigrationInterface, QueryRunner } from 'typeorm';
import { MonthTotals1732900000000 } from './1732900000000-month-totals';

const SQLITE_TRIGGERS = [
  'students_name_key',
  'payment_verifications_day_totals',
  'payments_day_totals',
  'rent_months_totals_update',
  'rent_months_totals_delete',
  'rent_months_totals_insert',
];
const POSTGRES_TRIGGERS: [trigger: string, table: string, fn: string][] = [
  ['students_name_key', 'students', 'students_name_key()'],
  ['payment_verifications_day_totals', 'payment_verifications', 'payment_verifications_day_totals()'],
  ['payments_day_totals', 'payments', 'payments_day_totals()'],
  ['rent_months_totals', 'rent_months', 'rent_months_totals()'],
];

/**
 * Issue 20: the month projection in one place. `rent_month_totals`, `payment_day_totals` and the resident's copies
 * on `rent_months` were kept by database triggers while `rent_months` itself was written by the ledger in
 * TypeScript; from here on the ledger's MonthProjection writes all of them, in the transaction of each change (and
 * StudentRecords asks it to copy a renamed resident's keys). The totals already hold what the triggers wrote, so
 * nothing is recounted. Down puts the triggers back.
 */
export class MonthProjectionInCode1733400000000 implements MigrationInterface {
  name = 'MonthProjectionInCode1733400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'postgres') {
      for (const [trigger, table] of POSTGRES_TRIGGERS) await queryRunner.query(`DROP TRIGGER ${trigger} ON ${table}`);
      for (const [, , fn] of POSTGRES_TRIGGERS) await queryRunner.query(`DROP FUNCTION ${fn}`);
      await queryRunner.query('DROP FUNCTION rent_month_totals_apply(rent_months, integer)');
    } else {
      for (const trigger of SQLITE_TRIGGERS) await queryRunner.query(`DROP TRIGGER ${trigger}`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const totals = new MonthTotals1732900000000();
    if (queryRunner.connection.options.type === 'postgres') await totals.postgresTriggers(queryRunner);
    else await totals.sqliteTriggers(queryRunner);
  }
}
