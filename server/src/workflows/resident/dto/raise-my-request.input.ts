import { Field, InputType, OmitType } from '@nestjs/graphql';
import { AddRequestInput, OLD_KEY_FIELD } from '../../../requests/dto/add-request.input';

/**
 * A request the signed-in resident raises for themselves: Add Request's own fields and rules (type, text, form key),
 * without the resident, who is the caller.
 */
@InputType({ description: 'A request the signed-in resident raises for themselves' })
export class RaiseMyRequestInput extends OmitType(AddRequestInput, ['studentId'] as const, InputType) {
  // OmitType copies the field and its rules but not its deprecation: said again here.
  @Field(() => String, OLD_KEY_FIELD)
  clientKey?: string | null;
}
