import { ArgsType, Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { MoneyScalar } from '../../../common/money.scalar';
import { IsId } from '../../../common/validators';
import { CalendarDate } from '../../../students/dto/person-rules';
import { IdempotencyKeyRule } from '../../payments/dto/record-payment.input';

@InputType({ description: 'A later move-out date for a resident under notice: rent resumes until then' })
export class ExtendStayInput {
  @Field(() => ID, { description: "A checkout of the caller's hostel whose refund is not paid" })
  @IsId('checkoutId must be an id (a positive whole number)')
  checkoutId: number;

  @Field({ description: 'YYYY-MM-DD: the new move-out date, after today and after the present one' })
  @CalendarDate()
  moveOutDate: string;

  @Field({
    description:
      'A key the client makes once per form (a UUID): a repeated submit with the same key extends the stay once and answers the first result',
  })
  @IdempotencyKeyRule()
  idempotencyKey: string;
}

@ArgsType()
export class StayExtensionPreviewArgs {
  @Field(() => ID, { description: "A checkout of the caller's hostel (another hostel's is NOT_FOUND)" })
  @IsId('checkoutId must be an id (a positive whole number)')
  checkoutId: number;

  @Field({ description: 'YYYY-MM-DD: the new move-out date asked about' })
  @CalendarDate()
  moveOutDate: string;
}

@ObjectType('StayExtensionPreview', {
  description: 'What extending a stay to a new move-out date does to the resident’s rent now, written nowhere',
})
export class StayExtensionPreviewModel {
  @Field(() => MoneyScalar, {
    description:
      'Rent billed at once: periods started since the old move-out date, and rent taken back then billed again, in paise',
  })
  rentPaise: number;

  @Field(() => Int, { description: 'How many rent periods that is' })
  periods: number;
}
