import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { IsId, WholeNumber } from '../../../common/validators';
import { RoomTypeEnum } from '../models/enums';
import { ROOM_TYPES, RoomType } from '../room.entity';
import { FLOOR_MAX, ROOM_NUMBER_MAX } from '@hostel-admin/rules';

/**
 * Changes to a room; fields left out stay as they are. Written out rather than PartialType(CreateRoomInput):
 * the mapped type would carry isAc's default (false) into every update.
 */
@InputType({ description: 'Changes to a room: a field left out or null stays as it is' })
export class UpdateRoomInput {
  @Field(() => ID, {
    nullable: true,
    description:
      "The room to change (in place of updateRoom's deprecated id argument); NOT_FOUND for an unknown or another hostel's room",
  })
  @IsOptional()
  @IsId()
  id?: number;

  @Field(() => Int, {
    nullable: true,
    description: `1 to ${ROOM_NUMBER_MAX}, unique in the hostel (else CONFLICT on roomNumber); bed labels follow it`,
  })
  @IsOptional()
  @WholeNumber(1, ROOM_NUMBER_MAX)
  roomNumber?: number;

  @Field(() => Int, { nullable: true, description: `The floor, 0 (ground) to ${FLOOR_MAX}` })
  @IsOptional()
  @WholeNumber(0, FLOOR_MAX)
  floor?: number;

  @Field(() => RoomTypeEnum, { nullable: true, description: "The room's class" })
  @IsOptional()
  @IsIn(ROOM_TYPES, { message: `roomType must be one of ${ROOM_TYPES.join(', ')}` })
  roomType?: RoomType;

  @Field({ nullable: true, description: 'true: the room has air conditioning' })
  @IsOptional()
  @IsBoolean({ message: 'isAc must be true or false' })
  isAc?: boolean;
}
