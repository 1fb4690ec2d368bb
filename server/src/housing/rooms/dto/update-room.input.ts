import { Field, InputType, Int } from '@nestjs/graphql';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { WholeNumber } from '../../../common/validators';
import { RoomTypeEnum } from '../models/enums';
import { ROOM_TYPES, RoomType } from '../room.entity';
import { FLOOR_MAX, ROOM_NUMBER_MAX } from '@hostel-admin/rules';

/**
 * Changes to a room; fields left out stay as they are. Written out rather than PartialType(CreateRoomInput):
 * the mapped type would carry isAc's default (false) into every update.
 */
@InputType()
export class UpdateRoomInput {
  @Field(() => Int, { nullable: true, description: 'Unique in the hostel; bed labels follow it' })
  @IsOptional()
  @WholeNumber(1, ROOM_NUMBER_MAX)
  roomNumber?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @WholeNumber(0, FLOOR_MAX)
  floor?: number;

  @Field(() => RoomTypeEnum, { nullable: true })
  @IsOptional()
  @IsIn(ROOM_TYPES, { message: `roomType must be one of ${ROOM_TYPES.join(', ')}` })
  roomType?: RoomType;

  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'isAc must be true or false' })
  isAc?: boolean;
}
