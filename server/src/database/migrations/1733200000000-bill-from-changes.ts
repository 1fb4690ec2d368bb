import { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS_BEFORE = "'rent_change','one_time_discount','one_time_surcharge','waiver'";
const KINDS = `${KINDS_BEFORE},'bill_from'`;
/** Kinds that carry no amount: a waiver takes the whole period back; a new "bill rent from" carries only its date. */
const AMOUNT_BEFORE = "(kind = 'waiver') = (amount_paise IS NULL)";
const AMOUNT = "(kind IN ('waiver','bill_from')) = (amount_paise IS NULL)";

/**
 * The table as migration 1732600000000-rent-changes made it on SQLite (foreign keys named as TypeORM named them
 * there), with the two checks given.
 */
const sqliteTable = (name: string, kinds: string, amount: string) => `CREATE TABLE "${name}" (
  "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  "hostel_id" integer NOT NULL,
  "student_id" integer NOT NULL,
  "kind" varchar(20) NOT NULL,
  "amount_paise" integer,
  "effective_date" varchar(10) NOT NULL,
  "comment" varchar(500),
  "status" varchar(10) NOT NULL,
  "requested_by" integer NOT NULL,
  "decided_by" integer,
  "decided_at" datetime,
  "charge_id" integer,
  "created_at" datetime NOT NULL DEFAULT ((datetime('now'))),
  CONSTRAINT "ck_rent_changes_kind" CHECK (kind IN (${kinds})),
  CONSTRAINT "ck_rent_changes_status" CHECK (status IN ('pending','applied','rejected')),
  CONSTRAINT "ck_rent_changes_amount" CHECK (${amount}),
  CONSTRAINT "FK_124fab5bf77964c4c04904719e6" FOREIGN KEY ("hostel_id") REFERENCES "hostels" ("id") ON DELETE RESTRICT,
  CONSTRAINT "FK_46b6d493204dcb1f05ad78c6801" FOREIGN KEY ("student_id") REFERENCES "students" ("id") ON DELETE RESTRICT,
  CONSTRAINT "FK_6d9c9978daad45c837fbe5dbd87" FOREIGN KEY ("requested_by") REFERENCES "users" ("id") ON DELETE RESTRICT,
  CONSTRAINT "FK_f8d4cd5f4c45baef23f2918c4fc" FOREIGN KEY ("decided_by") REFERENCES "users" ("id") ON DELETE RESTRICT,
  CONSTRAINT "FK_606142fd993836ff830c8a212c6" FOREIGN KEY ("charge_id") REFERENCES "charges" ("id") ON DELETE RESTRICT
)`;

const COLUMNS =
  'id, hostel_id, student_id, kind, amount_paise, effective_date, comment, status, requested_by, decided_by, decided_at, charge_id, created_at';

/**
 * Issue "Money that is right every time", item 9: a warden's new "bill rent from" that takes billed rent back waits
 * for an admin as a rent change of kind bill_from (no amount; its date is the new first day of billing).
 *
 * PostgreSQL changes the two checks in place. SQLite cannot alter a check: the table is rebuilt (a new table with
 * the same columns, foreign keys and checks but these two, the rows copied with their ids, the old table dropped,
 * the new one renamed), then its indexes and any triggers on it are made again and the id sequence is kept, so an
 * id is never handed out twice. No table refers to rent_changes, so dropping it with foreign keys on checks nothing
 * (the migration runs in a transaction, where SQLite ignores PRAGMA foreign_keys); the copy is checked after.
 */
export class BillFromChanges1733200000000 implements MigrationInterface {
  name = 'BillFromChanges1733200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.setChecks(queryRunner, KINDS, AMOUNT);
  }

  /** Refused while a bill_from change is kept: the old checks cannot hold it. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await this.setChecks(queryRunner, KINDS_BEFORE, AMOUNT_BEFORE);
  }

  private async setChecks(queryRunner: QueryRunner, kinds: string, amount: string) {
    if (queryRunner.connection.options.type === 'postgres') {
      await queryRunner.query(
        `ALTER TABLE rent_changes
           DROP CONSTRAINT ck_rent_changes_kind,
           DROP CONSTRAINT ck_rent_changes_amount,
           ADD CONSTRAINT ck_rent_changes_kind CHECK (kind IN (${kinds})),
           ADD CONSTRAINT ck_rent_changes_amount CHECK (${amount})`,
      );
      return;
    }
    await this.rebuildOnSqlite(queryRunner, kinds, amount);
  }

  private async rebuildOnSqlite(queryRunner: QueryRunner, kinds: string, amount: string) {
    const q = (sql: string, parameters?: unknown[]) => queryRunner.query(sql, parameters) as Promise<unknown[]>;
    const kept = (await q(
      "SELECT type, sql FROM sqlite_master WHERE tbl_name = 'rent_changes' AND type IN ('index', 'trigger') AND sql IS NOT NULL",
    )) as { type: 'index' | 'trigger'; sql: string }[];
    const sequence = (await q("SELECT seq FROM sqlite_sequence WHERE name = 'rent_changes'")) as { seq: number }[];

    await q(sqliteTable('rent_changes_new', kinds, amount));
    await q(`INSERT INTO rent_changes_new (${COLUMNS}) SELECT ${COLUMNS} FROM rent_changes`);
    await q('DROP TABLE rent_changes');
    await q('ALTER TABLE rent_changes_new RENAME TO rent_changes');
    // Indexes first, then triggers, as the first migrations made them.
    for (const { sql } of kept.filter((k) => k.type === 'index')) await q(sql);
    for (const { sql } of kept.filter((k) => k.type === 'trigger')) await q(sql);
    const copied = (await q("SELECT seq FROM sqlite_sequence WHERE name = 'rent_changes'")) as { seq: number }[];
    const last = Math.max(sequence[0]?.seq ?? 0, copied[0]?.seq ?? 0);
    await q("DELETE FROM sqlite_sequence WHERE name = 'rent_changes'");
    if (last) await q("INSERT INTO sqlite_sequence (name, seq) VALUES ('rent_changes', ?)", [last]);
    const broken = await q('PRAGMA foreign_key_check(rent_changes)');
    if (broken.length) throw new Error(`rent_changes: ${broken.length} rows refer to rows that do not exist`);
  }
}
