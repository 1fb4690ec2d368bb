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
  description: 'How a security deposit was paid',
  valuesMap: {
    cash: { description: 'Cash' },
    upi: { description: 'UPI' },
    bank_transfer: { description: 'Bank transfer' },
  },
});

@ObjectType('Deposit', {
  description: "A resident's security deposit, paid at check-in and settled against their dues at checkout",
})
export class DepositModel {
  @Field(() => ID, { description: "The deposit's id" })
  id: number;

  @Field(() => MoneyScalar, { description: 'Amount in paise' })
  amountPaise: number;

  @Field({ description: 'YYYY-MM-DD, an India date: the day it was paid' })
  paidOn: string;

  @Field(() => DepositMethodEnum, { description: 'How it was paid' })
  method: DepositMethod;
}

@ObjectType('DepositPage', { description: 'One page of the deposits list and the count over all pages' })
export class DepositPageModel {
  @Field(() => [DepositModel], { description: "The deposits of this page, by resident's name" })
  items: DepositModel[];

  @Field(() => Int, { description: 'Deposits matching the search, over all pages' })
  totalCount: number;
}

/** deposits(search, page, pageSize): current residents' deposits by name; search matches the name. */
@ArgsType()
export class DepositsArgs extends ListArgs {}
