import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 23, section 6: a resident's own login. A user with the role `tenant` belongs to one student record
 * (`users.student_id`), at most one login per student; staff users have none. The same column and index on SQLite
 * and PostgreSQL; no row changes (tenant users registered before have no student and reach nothing).
 */
export class ResidentLogins1735600000000 implements MigrationInterface {
  name = 'ResidentLogins1735600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users ADD COLUMN student_id integer NULL REFERENCES students (id)');
    await queryRunner.query('CREATE UNIQUE INDEX uq_users_student ON users (student_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX uq_users_student');
    await queryRunner.query('ALTER TABLE users DROP COLUMN student_id');
  }
}
