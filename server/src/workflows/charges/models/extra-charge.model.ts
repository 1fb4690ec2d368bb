import { ArgsType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MoneyScalar } from '../../../common/money.scalar';
import { ListArgs } from '../../../common/pagination';
import { IsId } from '../../../common/validators';
import { AmountPaise } from '../../payments/dto/record-payment.input';
import { ExtraChargeReasonEnum } from '../dto/add-charges.input';
import type { ExtraChargeReason } from '@hostel-admin/rules';

@ObjectType('ExtraChargeVoid', { description: 'How an extra charge was taken back' })
export class ExtraChargeVoidModel {
  @Field(() => ID, { description: 'The id of the ledger row that takes the charge back' })
  id: number;

  @Field({ description: "The admin's reason" })
  reason: string;

  @Field({ description: "The day it was voided, YYYY-MM-DD (India's calendar)" })
  voidedOn: string;

  @Field(() => String, { nullable: true, description: 'Who voided it' })
  voidedBy: string | null;
}

@ObjectType('ExtraCharge', { description: 'An extra charge Extra Billing added, with its void if it has one' })
export class ExtraChargeModel {
  @Field(() => ID, { description: "The charge's id, as voidCharges takes it" })
  id: number;

  studentId: number;

  @Field({ description: "The resident's name (also as student)" })
  studentName: string;

  @Field(() => ExtraChargeReasonEnum, { description: 'Why it was charged' })
  reason: ExtraChargeReason;

  @Field({ description: 'How the ledger reads it: Electric, Water, Maintenance, Other' })
  label: string;

  @Field(() => MoneyScalar, { description: 'The amount charged, in paise' })
  amountPaise: number;

  @Field(() => String, {
    nullable: true,
    description: "The note given with it (a meter bill's details); null without one",
  })
  comment: string | null;

  @Field({ description: 'YYYY-MM-DD: the day it was charged' })
  chargedOn: string;

  @Field(() => String, { nullable: true, description: 'Who added it' })
  addedBy: string | null;

  @Field(() => ExtraChargeVoidModel, { nullable: true, description: 'Its void; null while the charge stands' })
  void: ExtraChargeVoidModel | null;
}

@ObjectType('ExtraChargePage', { description: "One page of the hostel's extra charges" })
export class ExtraChargePageModel {
  @Field(() => [ExtraChargeModel], { description: 'The charges of this page, newest first' })
  items: ExtraChargeModel[];

  @Field(() => Int, { description: 'How many charges match the search, over every page' })
  totalCount: number;
}

/** extraCharges(search, page, pageSize): newest first; search matches the resident's name, the reason, the comment. */
@ArgsType()
export class ExtraChargesArgs extends ListArgs {}

@ObjectType('MeterSplitPart', { description: "One resident's share of a room's meter bill" })
export class MeterSplitPartModel {
  studentId: number;

  @Field({ description: "The resident's name" })
  studentName: string;

  @Field({ description: 'Their bed: "101-a"' })
  bedLabel: string;

  @Field(() => MoneyScalar, { description: 'Their share, in paise' })
  amountPaise: number;
}

@ObjectType('MeterSplit', { description: "A room's meter bill split equally among the residents in it today" })
export class MeterSplitModel {
  @Field(() => ID, { description: "The room's id" })
  roomId: number;

  @Field(() => Int, { description: "The room's number" })
  roomNumber: number;

  @Field(() => MoneyScalar, { description: 'The whole bill, in paise' })
  billPaise: number;

  @Field(() => [MeterSplitPartModel], {
    description: 'In bed order; the odd paise go one each to the first beds, so the parts add up to the bill',
  })
  parts: MeterSplitPartModel[];
}

@ArgsType()
export class MeterSplitArgs {
  @Field(() => ID, { description: "A room of the caller's hostel (another hostel's is NOT_FOUND)" })
  @IsId('roomId must be an id (a positive whole number)')
  roomId: number;

  @Field(() => MoneyScalar, { description: 'The whole bill in paise, above zero, at most Rs. 10,00,000' })
  @AmountPaise()
  billPaise: number;
}
