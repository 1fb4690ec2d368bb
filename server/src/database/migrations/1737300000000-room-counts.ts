import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 37: the rooms list's total without a search or a filter, kept beside the rows as `bed_counts` keeps beds:
 * `room_counts`, each hostel's rooms, moved by `housing/` in the transaction that creates or deletes a room
 * (`RoomsService.insertRoom`, `deleteRoom`). Every page of the rooms list counted the hostel's rooms (20,000 in
 * bench/api-cost.mjs: most of the bare server's time for the page). Filled here from the rows as they are.
 */
export class RoomCounts1737300000000 implements MigrationInterface {
  name = 'RoomCounts1737300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE room_counts (
         hostel_id integer PRIMARY KEY REFERENCES hostels (id) ON DELETE CASCADE,
         rooms integer NOT NULL)`,
    );
    await queryRunner.query(
      'INSERT INTO room_counts (hostel_id, rooms) SELECT hostel_id, COUNT(*) FROM rooms GROUP BY hostel_id',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE room_counts');
  }
}
