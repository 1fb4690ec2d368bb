import { Args, Mutation, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { StayChangePayload } from '../stay-change/stay-change.payload';
import { CheckInService } from './check-in.service';
import { CheckInInput } from './dto/check-in.input';

@Resolver()
export class CheckInResolver {
  constructor(private readonly checkInService: CheckInService) {}

  @Mutation(() => StayChangePayload, {
    description:
      'Checks a new resident in: resident, bed, deposit and rent terms in one step, all or nothing, and bills rent up to today. Errors: BAD_USER_INPUT naming the field, NOT_FOUND for a room or bed not in the hostel, CONFLICT when the bed is taken or a current resident has the phone.',
  })
  @Can('students.write')
  checkIn(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The resident, bed, deposit and rent terms' }) input: CheckInInput,
  ) {
    return this.checkInService.checkIn(caller, input);
  }
}
