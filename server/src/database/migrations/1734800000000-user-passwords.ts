import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 23, section 5: phone + password as a second way to sign in. A user's password is kept only as its scrypt
 * hash (salt and parameters inside the string, `auth/password-hash.ts`), with the time it was last set; none until
 * the user sets one on Profile → Change Password. The profile's pincode, city, state, district and other address
 * were made by the foundation. Profile → Recent Activities pages one user's own entries of the activity log, newest
 * first: an index by actor and time. The same columns and index on SQLite and PostgreSQL; no row changes.
 */
export class UserPasswords1734800000000 implements MigrationInterface {
  name = 'UserPasswords1734800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    await queryRunner.query('ALTER TABLE users ADD COLUMN password_hash varchar(200) NULL');
    await queryRunner.query(
      `ALTER TABLE users ADD COLUMN password_changed_at ${postgres ? 'timestamptz' : 'datetime'} NULL`,
    );
    await queryRunner.query('CREATE INDEX idx_activities_actor_created ON activities (actor_user_id, created_at, id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX idx_activities_actor_created');
    await queryRunner.query('ALTER TABLE users DROP COLUMN password_changed_at');
    await queryRunner.query('ALTER TABLE users DROP COLUMN password_hash');
  }
}
