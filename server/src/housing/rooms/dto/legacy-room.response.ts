import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { BEDS_PER_ROOM_MAX, FLOOR_MAX, ROOM_NUMBER_MAX } from '@hostel-admin/rules';
import { LegacyBedBody } from '../../beds/dto/legacy-bed.response';
import type { LegacyRoom } from '../legacy-room.view';
import { ROOM_TYPES, type RoomType } from '../room.entity';

/** A room in the legacy REST answers (`toLegacyRoom`). */
@ApiSchema({ name: 'LegacyRoom', description: 'A room with its beds, as the legacy room route answers it.' })
export class LegacyRoomBody implements LegacyRoom {
  @ApiProperty({ type: 'integer', minimum: 1 })
  room_id: number;

  @ApiProperty({ type: 'integer', minimum: 1 })
  hostel_id: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: ROOM_NUMBER_MAX })
  room_number: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: FLOOR_MAX })
  floor: number;

  @ApiProperty({ enum: ROOM_TYPES })
  room_type: RoomType;

  @ApiProperty({ type: 'boolean' })
  is_ac: boolean;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: BEDS_PER_ROOM_MAX })
  total_beds: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: BEDS_PER_ROOM_MAX })
  beds_occupied: number;

  @ApiProperty({ enum: ['available', 'partially available', 'not available'] })
  availability: string;

  @ApiProperty({ type: () => LegacyBedBody, isArray: true })
  beds: LegacyBedBody[];
}
