import { InputType, OmitType } from '@nestjs/graphql';
import { AddRequestInput } from '../../../requests/dto/add-request.input';

/**
 * A request the signed-in resident raises for themselves: Add Request's own fields and rules (type, text, form key),
 * without the resident, who is the caller.
 */
@InputType({ description: 'A request the signed-in resident raises for themselves' })
export class RaiseMyRequestInput extends OmitType(AddRequestInput, ['studentId'] as const, InputType) {}
