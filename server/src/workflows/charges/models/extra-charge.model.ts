import { ArgsType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MoneyScalar } from '../../../common/money.scalar';
import { ListArgs } from '../../../common/pagination';
import { IsId } from '../../../common/validators';
import { AmountPaise } from '../../payments/dto/record-payment.input';
import { ExtraChargeReasonEnum } from '../dto/add-charges.input';
import type { ExtraChargeReason } from '@hostel-admin/rules';

@ObjectType('ExtraChargeVoid', { description: 'How an extra charge was taken back' })
export class ExtraChargeVoidModel {
  @Field(() => ID)
  id: number;

  @Field({ description: "The admin's reason" })
  reason: string;

  @Field({ description: 'YYYY-MM-DD' })
  voidedOn: string;

  @Field(() => String, { nullable: true, description: 'Who voided it' })
  voidedBy: string | null;
}

@ObjectType('ExtraCharge', { description: 'An extra charge Extra Billing added, with its void if it has one' })
export class ExtraChargeModel {
  @Field(() => ID)
  id: number;

  studentId: number;

  @Field({ description: "The resident's name (also as student)" })
  studentName: string;

  @Field(() => ExtraChargeReasonEnum)
  reason: ExtraChargeReason;

  @Field({ description: 'How the ledger reads it: Electric, Water, Maintenance, Other' })
  label: string;

  @Field(() => MoneyScalar)
  amountPaise: number;

  @Field(() => String, { nullable: true })
  comment: string | null;

  @Field({ description: 'YYYY-MM-DD: the day it was charged' })
  chargedOn: string;

  @Field(() => String, { nullable: true, description: 'Who added it' })
  addedBy: string | null;

  @Field(() => ExtraChargeVoidModel, { nullable: true, description: 'Null while the charge stands' })
  void: ExtraChargeVoidModel | null;
}

@ObjectType('ExtraChargePage')
export class ExtraChargePageModel {
  @Field(() => [ExtraChargeModel])
  items: ExtraChargeModel[];

  @Field(() => Int)
  totalCount: number;
}

/** extraCharges(search, page, pageSize): newest first; search matches the resident's name, the reason, the comment. */
@ArgsType()
export class ExtraChargesArgs extends ListArgs {}

@ObjectType('MeterSplitPart')
export class MeterSplitPartModel {
  studentId: number;

  @Field()
  studentName: string;

  @Field({ description: 'Their bed: "101-a"' })
  bedLabel: string;

  @Field(() => MoneyScalar)
  amountPaise: number;
}

@ObjectType('MeterSplit', { description: "A room's meter bill split equally among the residents in it today" })
export class MeterSplitModel {
  @Field(() => ID)
  roomId: number;

  @Field(() => Int)
  roomNumber: number;

  @Field(() => MoneyScalar)
  billPaise: number;

  @Field(() => [MeterSplitPartModel], {
    description: 'In bed order; the odd paise go one each to the first beds, so the parts add up to the bill',
  })
  parts: MeterSplitPartModel[];
}

@ArgsType()
export class MeterSplitArgs {
  @Field(() => ID)
  @IsId('roomId must be an id (a positive whole number)')
  roomId: number;

  @Field(() => MoneyScalar, { description: 'The whole bill in paise' })
  @AmountPaise()
  billPaise: number;
}
