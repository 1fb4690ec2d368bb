import { Field, InputType, Int } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { REQUEST_TARGET_HOURS_MAX, REQUEST_TARGET_HOURS_MIN, requestMessages } from '@hostel-admin/rules';
import { Rule } from '../../common/validators';

const hours = () =>
  Rule(
    'targetHours',
    (v) =>
      typeof v === 'number' && Number.isInteger(v) && v >= REQUEST_TARGET_HOURS_MIN && v <= REQUEST_TARGET_HOURS_MAX
        ? null
        : requestMessages.targetHours,
    [REQUEST_TARGET_HOURS_MIN, REQUEST_TARGET_HOURS_MAX],
  );

@InputType({ description: 'Target hours per type of request; a type left out keeps its target' })
export class RequestTargetsInput {
  @Field(() => Int, { nullable: true, description: 'Hours for Service requests, 1 to 720; left out: unchanged' })
  @IsOptional()
  @hours()
  service?: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Hours for Room/Bed change requests, 1 to 720; left out: unchanged',
  })
  @IsOptional()
  @hours()
  bed_room?: number;

  @Field(() => Int, { nullable: true, description: 'Hours for Food change requests, 1 to 720; left out: unchanged' })
  @IsOptional()
  @hours()
  food?: number;

  @Field(() => Int, { nullable: true, description: 'Hours for Others requests, 1 to 720; left out: unchanged' })
  @IsOptional()
  @hours()
  others?: number;
}
