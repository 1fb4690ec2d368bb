import { ArgsType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { IsBoolean, IsOptional } from 'class-validator';
import { ListArgs } from '../../common/pagination';
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

  @Field(() => Int, { description: 'Alerts matching unreadOnly, over all pages' })
  totalCount: number;

  @Field(() => Int, { description: "How many of the user's alerts are unread" })
  unreadCount: number;
}

@ArgsType()
export class AlertsArgs extends ListArgs {
  @Field({ defaultValue: false, description: 'Only unread alerts' })
  @IsOptional()
  @IsBoolean()
  unreadOnly: boolean = false;
}
