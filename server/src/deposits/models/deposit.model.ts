import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ListArgs } from '../../common/pagination';
import { MoneyScalar } from '../../common/money.scalar';
import { DEPOSIT_METHODS, DepositMethod } from '@hostel-admin/rules';

export const DepositMethodEnum = Object.fromEntries(DEPOSIT_METHODS.map((m) => [m, m])) as Record<
  DepositMethod,
  DepositMethod
>;
registerEnumType(DepositMethodEnum, {
  name: 'DepositMethod',
  valuesMap: {
    cash: { description: 'Cash' },
    upi: { description: 'UPI' },
    bank_transfer: { description: 'Bank transfer' },
  },
});

@ObjectType('Deposit')
export class DepositModel {
  @Field(() => ID)
  id: number;

  @Field(() => MoneyScalar, { description: 'Amount in paise' })
  amountPaise: number;

  @Field({ description: 'YYYY-MM-DD' })
  paidOn: string;

  @Field(() => DepositMethodEnum)
  method: DepositMethod;
}

@ObjectType('DepositPage')
export class DepositPageModel {
  @Field(() => [DepositModel])
  items: DepositModel[];

  @Field(() => Int)
  totalCount: number;
}

/** deposits(search, page, pageSize): current residents' deposits by name; search matches the name. */
@ArgsType()
export class DepositsArgs extends ListArgs {}
