import { MigrationInterface, QueryRunner } from 'typeorm';
import { toE164 } from '@hostel-admin/rules';

/** Every column that holds a phone number: students' (ten digits until now), users' and login codes' (already "+…"). */
const PHONE_COLUMNS = [
  { table: 'students', column: 'phone', unique: false },
  { table: 'users', column: 'phone_number', unique: true },
  { table: 'otp_challenges', column: 'phone_number', unique: false },
] as const;

/**
 * Issue 13: one phone rule, every phone stored as E.164 ("+919876543210"), so that a resident's number,
 * a user's and the one typed at login compare equal. Each stored value the rule reads ("9876543210",
 * "098765 43210", "+91 98765 43210") is rewritten; one it cannot read stays as it is, for a person to fix
 * on the edit screen. A user whose number would become another user's keeps it (users' phones are unique).
 * On SQLite the students triggers keep the search text and its full-text table in step.
 */
export class PhonesE1641732400000000 implements MigrationInterface {
  name = 'PhonesE1641732400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { table, column, unique } of PHONE_COLUMNS) {
      const rows: { id: number; phone: string }[] = await queryRunner.query(
        `SELECT id, ${column} AS phone FROM ${table} ORDER BY id`,
      );
      const taken = new Set(rows.map((r) => r.phone));
      for (const { id, phone } of rows) {
        const e164 = toE164(phone);
        if (!e164 || e164 === phone || (unique && taken.has(e164))) continue;
        await queryRunner.query(
          `UPDATE ${table} SET ${column} = ${this.param(queryRunner, 1)} WHERE id = ${this.param(queryRunner, 2)}`,
          [e164, id],
        );
        taken.add(e164);
      }
    }
  }

  /** Indian residents' numbers go back to ten digits; users' and login codes' were "+…" before too. */
  async down(queryRunner: QueryRunner): Promise<void> {
    const rows: { id: number; phone: string }[] = await queryRunner.query('SELECT id, phone FROM students ORDER BY id');
    for (const { id, phone } of rows) {
      if (!/^\+91[6-9]\d{9}$/.test(phone)) continue;
      await queryRunner.query(
        `UPDATE students SET phone = ${this.param(queryRunner, 1)} WHERE id = ${this.param(queryRunner, 2)}`,
        [phone.slice(3), id],
      );
    }
  }

  private param(queryRunner: QueryRunner, n: number): string {
    return queryRunner.connection.options.type === 'postgres' ? `$${n}` : '?';
  }
}
