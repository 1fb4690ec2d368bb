import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../../common/caller';
import { CurrentCaller } from '../../common/decorators';
import { receiptNumberText } from '../ledger-rules';
import type { PaymentView } from '../ledger-book.service';
import { PaymentModel, PaymentReversalModel } from './payment.model';
import { PaymentReferences } from './payment-references';

/** Payment.receiptNumber, receiptPath, recordedByMe, sameReference and reversal. */
@Resolver(() => PaymentModel)
export class PaymentResolver {
  constructor(private readonly references: PaymentReferences) {}

  @ResolveField(() => String, { description: 'From the hostel\'s gap-free sequence: "R-000042"' })
  receiptNumber(@Parent() payment: PaymentView): string {
    return receiptNumberText(payment.receiptNo);
  }

  @ResolveField(() => String, { description: 'Where the receipt PDF is downloaded (GET, with the bearer token)' })
  receiptPath(@Parent() payment: PaymentView): string {
    return `/api/payments/${payment.id}/receipt`;
  }

  @ResolveField(() => Boolean, {
    description: 'True when the caller recorded it: another admin verifies it (maker-checker)',
  })
  recordedByMe(@Parent() payment: PaymentView, @CurrentCaller() caller: RequestCaller): boolean {
    return payment.recordedBy === caller.actorId;
  }

  @ResolveField(() => [PaymentModel], {
    description:
      'Other payments of the hostel with the same reference (UTR or transaction id; spaces and case ignored), by receipt number: check them before verifying',
  })
  sameReference(@Parent() payment: PaymentView, @Context('req') req: object): Promise<PaymentView[]> {
    return this.references.sameReference(req, payment);
  }

  @ResolveField(() => PaymentReversalModel, {
    nullable: true,
    description: 'Its void or rejection, read with the payment (no query of its own); null while it stands',
  })
  reversal(@Parent() payment: PaymentView): PaymentReversalModel | null {
    const r = payment.reversal;
    return r && { kind: r.kind, reason: r.reason, reversedOn: r.reversedOn, reversedBy: { name: r.reversedByName } };
  }
}
