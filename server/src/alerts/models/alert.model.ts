import { ArgsType, Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsBoolean, IsOptional, ValidateNested } from 'class-validator';
import { ListArgs, useListArg } from '../../common/pagination';
import { ALERT_KINDS, AlertKind } from '../alert.entity';

@ObjectType('Alert', { description: "A line in the signed-in user's bell: something that needs them" })
export class AlertModel {
  @Field(() => ID, { description: "The alert's id" })
  id: number;

  @Field(() => String, { description: `What it is about: ${ALERT_KINDS.join(', ')}` })
  kind: AlertKind;

  @Field({ description: 'In words: "Rs. 6,000 by UPI from Priya Nair awaits verification"' })
  text: string;

  @Field({ description: 'The app path where it is dealt with' })
  link: string;

  @Field({ description: 'When the alert was raised' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the user read it (or it was dealt with); null: unread' })
  readAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the thing was dealt with, by anyone; null: not yet' })
  resolvedAt: Date | null;
}

@ObjectType('AlertPage', {
  description: "One page of the user's alerts, the count over all pages and the unread count",
})
export class AlertPageModel {
  @Field(() => [AlertModel], { description: 'The alerts of this page, newest first' })
  items: AlertModel[];

  @Field(() => Int, { description: 'Alerts matching the search and where, over all pages' })
  totalCount: number;

  @Field(() => Int, { description: "How many of the user's alerts are unread" })
  unreadCount: number;
}

@InputType({ description: "Which of the user's alerts the list keeps" })
export class AlertsWhere {
  @Field(() => Boolean, { nullable: true, description: 'true: only unread alerts; false or left out: every alert' })
  @IsOptional()
  @IsBoolean()
  unreadOnly?: boolean;
}

@ArgsType()
export class AlertsArgs extends ListArgs {
  @Field(() => AlertsWhere, { nullable: true, description: 'Which alerts; every one when left out' })
  @IsOptional()
  @ValidateNested()
  @Type(() => AlertsWhere)
  where?: AlertsWhere;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only unread alerts; false when left out',
    deprecationReason: useListArg('where.unreadOnly'),
  })
  @IsOptional()
  @IsBoolean()
  unreadOnly?: boolean;
}
