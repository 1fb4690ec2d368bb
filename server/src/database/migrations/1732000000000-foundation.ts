import { MigrationInterface, QueryRunner, Table, TableForeignKey } from 'typeorm';
import { columnsFor } from './column-types';

export class Foundation1732000000000 implements MigrationInterface {
  name = 'Foundation1732000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    const hostelFk = new TableForeignKey({
      columnNames: ['hostel_id'],
      referencedTableName: 'hostels',
      referencedColumnNames: ['id'],
      onDelete: 'RESTRICT',
    });

    await queryRunner.createTable(
      new Table({
        name: 'hostels',
        columns: [
          c.id(),
          c.text('name', 120),
          c.text('address', 300, { isNullable: true }),
          c.text('hostel_type', 10, { isNullable: true }),
          c.text('institution_name', 200, { isNullable: true }),
          c.int('total_floors', { isNullable: true }),
          c.int('total_rooms', { isNullable: true }),
          c.int('total_hostels', { isNullable: true }),
          c.text('billing_address', 300, { isNullable: true }),
          c.text('subscription_plan', 20, { default: "'starter_plan'" }),
          c.int('default_deposit_paise', { default: 900000 }),
          c.now('created_at'),
        ],
        checks: [
          { name: 'ck_hostels_type', expression: "hostel_type IS NULL OR hostel_type IN ('boys','girls','co_ed')" },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.text('full_name', 120),
          c.text('phone_number', 16),
          c.text('email', 254),
          c.text('role', 12),
          c.text('aadhar_or_pan', 20, { isNullable: true }),
          c.text('position', 60, { isNullable: true }),
          c.text('pincode', 10, { isNullable: true }),
          c.text('city', 80, { isNullable: true }),
          c.text('state', 80, { isNullable: true }),
          c.text('district', 80, { isNullable: true }),
          c.text('other_address', 300, { isNullable: true }),
          c.bool('is_active', true),
          c.int('token_version', { default: 1 }),
          c.now('created_at'),
          c.now('updated_at'),
        ],
        indices: [
          { name: 'uq_users_phone', columnNames: ['phone_number'], isUnique: true },
          { name: 'idx_users_hostel', columnNames: ['hostel_id'] },
        ],
        foreignKeys: [hostelFk],
        checks: [{ name: 'ck_users_role', expression: "role IN ('admin','warden','staff','tenant','superadmin')" }],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'otp_challenges',
        columns: [
          c.id(),
          c.text('phone_number', 16),
          c.text('code_hash', 64),
          c.timestamp('created_at'),
          c.timestamp('expires_at'),
          c.int('attempts', { default: 0 }),
          c.timestamp('consumed_at', { isNullable: true }),
        ],
        indices: [{ name: 'idx_otp_phone_created', columnNames: ['phone_number', 'created_at'] }],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          c.text('id', 36, { isPrimary: true }),
          c.int('user_id'),
          c.timestamp('created_at'),
          c.timestamp('expires_at'),
          c.timestamp('revoked_at', { isNullable: true }),
        ],
        indices: [{ name: 'idx_sessions_user', columnNames: ['user_id'] }],
        foreignKeys: [
          {
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'rooms',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.int('room_number'),
          c.int('floor'),
          c.text('room_type', 12),
          c.bool('is_ac', false),
          c.int('total_beds', { default: 0 }),
          c.int('beds_occupied', { default: 0 }),
          c.text('availability', 20, { default: "'available'" }),
          c.now('created_at'),
          c.now('updated_at'),
        ],
        uniques: [{ name: 'uq_rooms_hostel_number', columnNames: ['hostel_id', 'room_number'] }],
        indices: [
          { name: 'idx_rooms_hostel', columnNames: ['hostel_id'] },
          { name: 'idx_rooms_hostel_availability', columnNames: ['hostel_id', 'availability'] },
        ],
        foreignKeys: [hostelFk.clone()],
        checks: [
          { name: 'ck_rooms_type', expression: "room_type IN ('normal','delux','super_delux')" },
          { name: 'ck_rooms_beds', expression: 'beds_occupied >= 0 AND beds_occupied <= total_beds' },
          {
            name: 'ck_rooms_availability',
            expression: "availability IN ('available','partially_available','not_available')",
          },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'students',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.text('name', 120),
          c.text('email', 254),
          c.text('phone', 16),
          c.date('move_in_date'),
          c.timestamp('archived_at', { isNullable: true }),
          c.now('created_at'),
          c.now('updated_at'),
        ],
        indices: [
          { name: 'idx_students_hostel', columnNames: ['hostel_id'] },
          { name: 'idx_students_hostel_name', columnNames: ['hostel_id', 'name'] },
        ],
        foreignKeys: [hostelFk.clone()],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'beds',
        columns: [
          c.id(),
          c.int('hostel_id'),
          c.int('room_id'),
          c.int('bed_number'),
          c.int('price_per_month_paise'),
          c.bool('is_occupied', false),
          c.int('current_student_id', { isNullable: true }),
          c.text('food_plan', 8, { default: "'none'" }),
          c.now('created_at'),
        ],
        uniques: [{ name: 'uq_beds_room_number', columnNames: ['room_id', 'bed_number'] }],
        indices: [
          { name: 'idx_beds_hostel', columnNames: ['hostel_id'] },
          { name: 'idx_beds_room', columnNames: ['room_id'] },
          { name: 'uq_beds_current_student', columnNames: ['current_student_id'], isUnique: true },
        ],
        foreignKeys: [
          hostelFk.clone(),
          {
            columnNames: ['room_id'],
            referencedTableName: 'rooms',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
          {
            columnNames: ['current_student_id'],
            referencedTableName: 'students',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
          },
        ],
        checks: [
          { name: 'ck_beds_occupant_occupies', expression: 'current_student_id IS NULL OR is_occupied' },
          { name: 'ck_beds_food_plan', expression: "food_plan IN ('none','veg','non_veg')" },
          { name: 'ck_beds_price', expression: 'price_per_month_paise >= 0' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['beds', 'students', 'rooms', 'sessions', 'otp_challenges', 'users', 'hostels']) {
      await queryRunner.dropTable(table);
    }
  }
}
