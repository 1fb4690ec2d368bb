import { Field, ID, InputType } from '@nestjs/graphql';
import { IsId, Rule } from '../../../common/validators';
import { IdempotencyKeyRule } from './record-payment.input';
import { REVERSAL_REASON_MAX, REVERSAL_REASON_MIN, reversalReasonProblem } from '@hostel-admin/rules';

@InputType({
  description: 'An admin voids a complete payment or rejects a pending one, with a reason kept on the ledger',
})
export class ReversePaymentInput {
  @Field(() => ID, {
    description: "The payment to void or reject, of the caller's hostel (another hostel's is NOT_FOUND)",
  })
  @IsId('paymentId must be an id (a positive whole number)')
  paymentId: number;

  @Field({
    description: `Why (a duplicate, a bounced transfer, money that never arrived): ${REVERSAL_REASON_MIN} to ${REVERSAL_REASON_MAX} characters, printed on the receipt`,
  })
  @Rule('reason', reversalReasonProblem)
  reason: string;

  @Field({
    description:
      'A key the client makes once per opening of the dialog (a UUID): a retried or double-tapped submit acts once and answers the first result; the same key for another payment is a CONFLICT',
  })
  @IdempotencyKeyRule()
  idempotencyKey: string;
}
