import { Context, Field, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { MoneyScalar } from '../../common/money.scalar';
import type { Deposit } from '../../deposits/deposit.entity';
import { DepositModel } from '../../deposits/models/deposit.model';
import { PaymentMethodEnum } from '../../ledger/payments/payment.model';
import { RefundLoader } from './refund.loader';
import type { PaymentMethod } from '@hostel-admin/rules';

@ObjectType('DepositSettlement', {
  description:
    'What became of a deposit at the checkout: the part applied to what the resident owed and the part refunded, on the day the refund was paid',
})
export class DepositSettlementModel {
  @Field(() => String, { description: 'The checkout whose refund settled it' })
  checkoutId: string;

  @Field(() => MoneyScalar, { description: 'What the deposit paid of dues and deductions, in paise' })
  appliedPaise: number;

  @Field(() => MoneyScalar, { description: 'Paid back to the resident (with any credit they had), in paise' })
  refundedPaise: number;

  @Field({ description: 'YYYY-MM-DD the refund was paid (and the deposit applied)' })
  settledOn: string;

  @Field(() => PaymentMethodEnum, { description: 'How the refund was paid' })
  method: PaymentMethod;

  @Field(() => String, { nullable: true, description: "The refund's UTR or transaction id; null when none was given" })
  reference: string | null;

  @Field({ description: 'The full name of the admin who paid it' })
  paidBy: string;
}

/** Deposit.settlement: Held while null; Applied, Refunded or both once the refund was paid. */
@Resolver(() => DepositModel)
export class DepositSettlementResolver {
  constructor(private readonly refunds: RefundLoader) {}

  @ResolveField(() => DepositSettlementModel, {
    nullable: true,
    description: 'What became of the deposit when the refund was paid; null while it is held',
  })
  async settlement(@Parent() deposit: Deposit, @Context('req') req: object): Promise<DepositSettlementModel | null> {
    const refunds = await this.refunds.ofStudent(req, deposit.studentId);
    const last = refunds[refunds.length - 1];
    if (!last) return null;
    // Refunds paid before the settlement was kept: the deposit paid what was not refunded of it.
    const applied = last.appliedPaise ?? Math.max(0, deposit.amountPaise - last.amountPaise);
    return {
      checkoutId: String(last.checkoutId),
      appliedPaise: applied,
      refundedPaise: last.amountPaise,
      settledOn: last.paidOn,
      method: last.method,
      reference: last.reference,
      paidBy: last.paidBy,
    };
  }
}
