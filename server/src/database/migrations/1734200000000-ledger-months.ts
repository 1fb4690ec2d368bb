import { MigrationInterface, QueryRunner } from 'typeorm';

const PARTS = 'rent_paise, extra_paise, adjustment_paise, collected_paise, pending_paise, voided_paise';
const PART_COLUMNS = PARTS.split(', ')
  .map((column) => `${column} bigint NOT NULL`)
  .join(', ');

/**
 * Issue 21, item 8: the month equation (opening + billed − collected ± adjustments = closing) read from a
 * projection. `ledger_months` holds each resident's ledger rows of a month summed by part (ledger/ledger-months.ts);
 * `ledger_month_totals` the hostel's sums. Filled here from the rows as they are (charges by due date; payments by
 * the day paid: cash and verified ones collected, the rest pending; voided ones collected, and voided on the day of
 * the void; rejected ones nowhere); from here on the ledger's LedgerMonths keeps both in each change's transaction.
 */
export class LedgerMonths1734200000000 implements MigrationInterface {
  name = 'LedgerMonths1734200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE ledger_months (
      student_id integer NOT NULL, month varchar(7) NOT NULL, hostel_id integer NOT NULL, ${PART_COLUMNS},
      PRIMARY KEY (student_id, month))`);
    await queryRunner.query('CREATE INDEX idx_ledger_months_hostel ON ledger_months (hostel_id, month)');
    await queryRunner.query(`CREATE TABLE ledger_month_totals (
      hostel_id integer NOT NULL, month varchar(7) NOT NULL, ${PART_COLUMNS}, PRIMARY KEY (hostel_id, month))`);

    const reversals = await queryRunner.hasTable('payment_reversals');
    const kind = (k: string) => (reversals ? `r.kind = '${k}'` : 'FALSE');
    const joinReversal = reversals ? 'LEFT JOIN payment_reversals r ON r.payment_id = p.id' : '';
    const complete = `(p.method = 'cash' OR v.payment_id IS NOT NULL)`;
    const rows = [
      `SELECT student_id, hostel_id, substr(due_date, 1, 7) AS month,
         CASE WHEN kind = 'rent' AND reverses_charge_id IS NULL THEN amount_paise ELSE 0 END AS rent_paise,
         CASE WHEN kind = 'extra' AND reverses_charge_id IS NULL THEN amount_paise ELSE 0 END AS extra_paise,
         CASE WHEN kind IN ('rent', 'extra') AND reverses_charge_id IS NULL THEN 0 ELSE amount_paise END
           AS adjustment_paise,
         0 AS collected_paise, 0 AS pending_paise, 0 AS voided_paise
       FROM charges`,
      `SELECT p.student_id, p.hostel_id, substr(p.paid_on, 1, 7), 0, 0, 0,
         CASE WHEN ${complete} AND NOT (${kind('reject')}) THEN p.amount_paise ELSE 0 END,
         CASE WHEN NOT ${complete} AND NOT (${kind('reject')}) THEN p.amount_paise ELSE 0 END, 0
       FROM payments p LEFT JOIN payment_verifications v ON v.payment_id = p.id ${joinReversal}`,
    ];
    if (reversals)
      rows.push(`SELECT p.student_id, p.hostel_id, substr(r.reversed_on, 1, 7), 0, 0, 0, 0, 0, p.amount_paise
        FROM payment_reversals r JOIN payments p ON p.id = r.payment_id WHERE r.kind = 'void'`);
    const sums = PARTS.split(', ')
      .map((column) => `SUM(${column})`)
      .join(', ');
    await queryRunner.query(`INSERT INTO ledger_months (student_id, hostel_id, month, ${PARTS})
      SELECT student_id, MIN(hostel_id), month, ${sums} FROM (${rows.join(' UNION ALL ')}) x
      GROUP BY student_id, month`);
    await queryRunner.query(`INSERT INTO ledger_month_totals (hostel_id, month, ${PARTS})
      SELECT hostel_id, month, ${sums} FROM ledger_months GROUP BY hostel_id, month`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE ledger_month_totals');
    await queryRunner.query('DROP TABLE ledger_months');
  }
}
