import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 8, the payments benchmark: the month's screens at 100,000 residents.
 *
 * - `rent_month_totals` (per hostel, month and due day) and `payment_day_totals` (per hostel and day) hold the
 *   month's sums, so the summary reads at most 31 rows of each instead of every resident and payment. Database
 *   triggers keep them: every rent_months row inserted or deleted (the ledger rebuilds a resident's months in the
 *   transaction of each change), every payment inserted (cash is collected, the rest pending) and every
 *   verification (pending becomes collected). No write path can forget them. Sums are bigint: a hostel-wide
 *   month passes 32 bits of paise at about 2,900 residents.
 * - `rent_months.name_key` (lower(name)) and `rent_months.search_text` (the resident's search text) are copies
 *   of the resident's, set by the ledger when it writes a month and by a trigger when the resident changes, so
 *   each sort of the month's table walks one index of rent_months in order, and a search's count reads one
 *   covering index instead of joining every resident of the month.
 */
const TOTAL_COLUMNS = 'billed, paid, charged_paise, settled_paise';

export class MonthTotals1732900000000 implements MigrationInterface {
  name = 'MonthTotals1732900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    const q = (sql: string) => queryRunner.query(sql);

    await q('ALTER TABLE rent_months ADD COLUMN name_key varchar(120) NULL');
    await q('ALTER TABLE rent_months ADD COLUMN search_text text NULL');
    await q(`UPDATE rent_months SET
      name_key = (SELECT lower(s.name) FROM students s WHERE s.id = rent_months.student_id),
      search_text = (SELECT s.search_text FROM students s WHERE s.id = rent_months.student_id)`);
    await q('CREATE INDEX idx_rent_months_search ON rent_months (hostel_id, month, search_text)');
    // A narrow search probes its matches' months by (student, month): this index answers without the table.
    await q(`CREATE INDEX idx_rent_months_probe ON rent_months (student_id, month, hostel_id, name_key, payment_status,
      in_process, due_date, charged_paise, settled_paise, pending_paise)`);
    await q('CREATE INDEX idx_rent_months_name ON rent_months (hostel_id, month, name_key, student_id)');
    await q(
      'CREATE INDEX idx_rent_months_status_name ON rent_months (hostel_id, month, payment_status, name_key, student_id)',
    );
    await q(
      'CREATE INDEX idx_rent_months_process_name ON rent_months (hostel_id, month, in_process, name_key, student_id)',
    );
    await q('DROP INDEX idx_rent_months_month_status');
    await q('DROP INDEX idx_rent_months_month_process');

    await q(`CREATE TABLE rent_month_totals (
      hostel_id integer NOT NULL, month varchar(7) NOT NULL, due_date varchar(10) NOT NULL,
      billed bigint NOT NULL, paid bigint NOT NULL, charged_paise bigint NOT NULL, settled_paise bigint NOT NULL,
      PRIMARY KEY (hostel_id, month, due_date))`);
    await q(`CREATE TABLE payment_day_totals (
      hostel_id integer NOT NULL, paid_on varchar(10) NOT NULL,
      collected_paise bigint NOT NULL, pending_paise bigint NOT NULL,
      PRIMARY KEY (hostel_id, paid_on))`);
    await q(`INSERT INTO rent_month_totals (hostel_id, month, due_date, ${TOTAL_COLUMNS})
      SELECT hostel_id, month, due_date, COUNT(*), SUM(CASE WHEN payment_status = 'paid' THEN 1 ELSE 0 END),
        SUM(charged_paise), SUM(settled_paise)
      FROM rent_months GROUP BY hostel_id, month, due_date`);
    await q(`INSERT INTO payment_day_totals (hostel_id, paid_on, collected_paise, pending_paise)
      SELECT p.hostel_id, p.paid_on,
        SUM(CASE WHEN p.method = 'cash' OR v.payment_id IS NOT NULL THEN p.amount_paise ELSE 0 END),
        SUM(CASE WHEN p.method <> 'cash' AND v.payment_id IS NULL THEN p.amount_paise ELSE 0 END)
      FROM payments p LEFT JOIN payment_verifications v ON v.payment_id = p.id GROUP BY p.hostel_id, p.paid_on`);

    if (postgres) await this.postgresTriggers(queryRunner);
    else await this.sqliteTriggers(queryRunner);
  }

  async sqliteTriggers(queryRunner: QueryRunner) {
    const q = (sql: string) => queryRunner.query(sql);
    const monthDelta = (row: 'NEW' | 'OLD', sign: '' | '-') =>
      `INSERT INTO rent_month_totals (hostel_id, month, due_date, ${TOTAL_COLUMNS})
       VALUES (${row}.hostel_id, ${row}.month, ${row}.due_date, ${sign}1,
         ${sign}(CASE WHEN ${row}.payment_status = 'paid' THEN 1 ELSE 0 END), ${sign}${row}.charged_paise, ${sign}${row}.settled_paise)
       ON CONFLICT (hostel_id, month, due_date) DO UPDATE SET billed = billed + excluded.billed, paid = paid + excluded.paid,
         charged_paise = charged_paise + excluded.charged_paise, settled_paise = settled_paise + excluded.settled_paise;`;
    await q(`CREATE TRIGGER rent_months_totals_insert AFTER INSERT ON rent_months BEGIN ${monthDelta('NEW', '')} END`);
    await q(`CREATE TRIGGER rent_months_totals_delete AFTER DELETE ON rent_months BEGIN ${monthDelta('OLD', '-')} END`);
    await q(`CREATE TRIGGER rent_months_totals_update
      AFTER UPDATE OF hostel_id, month, due_date, charged_paise, settled_paise, payment_status ON rent_months
      BEGIN ${monthDelta('OLD', '-')} ${monthDelta('NEW', '')} END`);
    await q(`CREATE TRIGGER payments_day_totals AFTER INSERT ON payments BEGIN
      INSERT INTO payment_day_totals (hostel_id, paid_on, collected_paise, pending_paise)
      VALUES (NEW.hostel_id, NEW.paid_on, CASE WHEN NEW.method = 'cash' THEN NEW.amount_paise ELSE 0 END,
        CASE WHEN NEW.method = 'cash' THEN 0 ELSE NEW.amount_paise END)
      ON CONFLICT (hostel_id, paid_on) DO UPDATE SET collected_paise = collected_paise + excluded.collected_paise,
        pending_paise = pending_paise + excluded.pending_paise; END`);
    await q(`CREATE TRIGGER payment_verifications_day_totals AFTER INSERT ON payment_verifications BEGIN
      UPDATE payment_day_totals SET
        collected_paise = collected_paise + (SELECT amount_paise FROM payments WHERE id = NEW.payment_id),
        pending_paise = pending_paise - (SELECT amount_paise FROM payments WHERE id = NEW.payment_id)
      WHERE (hostel_id, paid_on) = (SELECT hostel_id, paid_on FROM payments WHERE id = NEW.payment_id); END`);
    // search_text is itself set by a trigger after a change of name, e-mail or phone: this one follows it.
    await q(`CREATE TRIGGER students_name_key AFTER UPDATE OF name, email, phone, search_text ON students BEGIN
      UPDATE rent_months SET name_key = lower(NEW.name),
        search_text = (SELECT search_text FROM students WHERE id = NEW.id) WHERE student_id = NEW.id; END`);
  }

  async postgresTriggers(queryRunner: QueryRunner) {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`CREATE FUNCTION rent_month_totals_apply(r rent_months, sign integer) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO rent_month_totals (hostel_id, month, due_date, ${TOTAL_COLUMNS})
        VALUES (r.hostel_id, r.month, r.due_date, sign, sign * (CASE WHEN r.payment_status = 'paid' THEN 1 ELSE 0 END),
          sign * r.charged_paise, sign * r.settled_paise)
        ON CONFLICT (hostel_id, month, due_date) DO UPDATE SET
          billed = rent_month_totals.billed + excluded.billed, paid = rent_month_totals.paid + excluded.paid,
          charged_paise = rent_month_totals.charged_paise + excluded.charged_paise,
          settled_paise = rent_month_totals.settled_paise + excluded.settled_paise;
      END $$`);
    await q(`CREATE FUNCTION rent_months_totals() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM rent_month_totals_apply(OLD, -1); END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM rent_month_totals_apply(NEW, 1); END IF;
        RETURN NULL;
      END $$`);
    await q(`CREATE TRIGGER rent_months_totals AFTER INSERT OR DELETE OR UPDATE OF hostel_id, month, due_date,
      charged_paise, settled_paise, payment_status ON rent_months FOR EACH ROW EXECUTE FUNCTION rent_months_totals()`);
    await q(`CREATE FUNCTION payments_day_totals() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO payment_day_totals (hostel_id, paid_on, collected_paise, pending_paise)
        VALUES (NEW.hostel_id, NEW.paid_on, CASE WHEN NEW.method = 'cash' THEN NEW.amount_paise ELSE 0 END,
          CASE WHEN NEW.method = 'cash' THEN 0 ELSE NEW.amount_paise END)
        ON CONFLICT (hostel_id, paid_on) DO UPDATE SET
          collected_paise = payment_day_totals.collected_paise + excluded.collected_paise,
          pending_paise = payment_day_totals.pending_paise + excluded.pending_paise;
        RETURN NULL;
      END $$`);
    await q(
      `CREATE TRIGGER payments_day_totals AFTER INSERT ON payments FOR EACH ROW EXECUTE FUNCTION payments_day_totals()`,
    );
    await q(`CREATE FUNCTION payment_verifications_day_totals() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE p payments;
      BEGIN
        SELECT * INTO p FROM payments WHERE id = NEW.payment_id;
        UPDATE payment_day_totals SET collected_paise = collected_paise + p.amount_paise,
          pending_paise = pending_paise - p.amount_paise
        WHERE hostel_id = p.hostel_id AND paid_on = p.paid_on;
        RETURN NULL;
      END $$`);
    await q(`CREATE TRIGGER payment_verifications_day_totals AFTER INSERT ON payment_verifications
      FOR EACH ROW EXECUTE FUNCTION payment_verifications_day_totals()`);
    await q(`CREATE FUNCTION students_name_key() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE rent_months SET name_key = lower(NEW.name), search_text = NEW.search_text WHERE student_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q(`CREATE TRIGGER students_name_key AFTER UPDATE OF name, email, phone ON students
      FOR EACH ROW EXECUTE FUNCTION students_name_key()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    const q = (sql: string) => queryRunner.query(sql);
    if (postgres) {
      await q('DROP TRIGGER students_name_key ON students');
      await q('DROP TRIGGER payment_verifications_day_totals ON payment_verifications');
      await q('DROP TRIGGER payments_day_totals ON payments');
      await q('DROP TRIGGER rent_months_totals ON rent_months');
      for (const fn of [
        'students_name_key()',
        'payment_verifications_day_totals()',
        'payments_day_totals()',
        'rent_months_totals()',
        'rent_month_totals_apply(rent_months, integer)',
      ])
        await q(`DROP FUNCTION ${fn}`);
    } else {
      for (const trigger of [
        'students_name_key',
        'payment_verifications_day_totals',
        'payments_day_totals',
        'rent_months_totals_update',
        'rent_months_totals_delete',
        'rent_months_totals_insert',
      ])
        await q(`DROP TRIGGER ${trigger}`);
    }
    await q('DROP TABLE payment_day_totals');
    await q('DROP TABLE rent_month_totals');
    await q('CREATE INDEX idx_rent_months_month_status ON rent_months (hostel_id, month, payment_status)');
    await q('CREATE INDEX idx_rent_months_month_process ON rent_months (hostel_id, month, in_process)');
    for (const index of [
      'idx_rent_months_name',
      'idx_rent_months_status_name',
      'idx_rent_months_process_name',
      'idx_rent_months_search',
    ])
      await q(`DROP INDEX ${index}`);
    await q('ALTER TABLE rent_months DROP COLUMN search_text');
    await q('ALTER TABLE rent_months DROP COLUMN name_key');
  }
}
