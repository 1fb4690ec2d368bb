import { Field, ID, InputType } from '@nestjs/graphql';
import { MaxLength } from 'class-validator';
import { Rule } from '../../../common/validators';
import { IdempotencyKeyRule } from '../../payments/dto/record-payment.input';
import { IdList } from './add-charges.input';
import { CHARGE_STUDENTS_MAX, chargeMessages, paymentMessages, VOID_REASON_MAX } from '@hostel-admin/rules';

@InputType({ description: 'An admin takes extra charges back, with a reason: a row for each, nothing deleted' })
export class VoidChargesInput {
  @Field(() => [ID], { description: `1 to ${CHARGE_STUDENTS_MAX} extra charges, each once` })
  @IdList('chargeIds', 'charge')
  chargeIds: number[];

  @Field({ description: `Why they are voided (kept on the ledger), at most ${VOID_REASON_MAX} characters` })
  @Rule('reason', (v) => (typeof v === 'string' && v.trim() ? null : paymentMessages.reasonRequired))
  @MaxLength(VOID_REASON_MAX, { message: chargeMessages.voidReasonTooLong })
  reason: string;

  @Field({
    description:
      'A key the client makes once per form (a UUID): a retried or double-tapped submit voids once and answers the first result; the same key with other details is a CONFLICT',
  })
  @IdempotencyKeyRule()
  idempotencyKey: string;
}
