import {
  Args,
  Context,
  Field,
  ID,
  Int,
  Mutation,
  ObjectType,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { ParseIdPipe } from '../../common/validators';
import type { RentChange } from '../../ledger/rent-changes/rent-change.entity';
import { StudentModel } from '../../students/models/student.model';
import { StudentLoader } from '../../students/student.loader';
import { RentChangeModel, RentChangePageModel, RentChangesArgs, UpdateRentInput } from './dto/update-rent.input';
import { RentChangesService } from './rent-changes.service';

@ObjectType('UpdateRentPayload')
export class UpdateRentPayload {
  @Field(() => [RentChangeModel], { description: 'One per resident: applied, or pending an admin' })
  changes: RentChange[];
}

@Resolver(() => RentChangeModel)
export class RentChangesResolver {
  constructor(
    private readonly service: RentChangesService,
    private readonly students: StudentLoader,
  ) {}

  @Mutation(() => UpdateRentPayload, {
    description:
      'Update Rent for each resident given, all or none: a new rent from a date (billed periods keep theirs), a one-time discount or surcharge, or the waiver of a billed period. A warden lowering what residents owe waits for an admin.',
  })
  @Can('rent.change')
  async updateRent(@CurrentCaller() caller: RequestCaller, @Args('input') input: UpdateRentInput) {
    return { changes: await this.service.updateRent(caller, input) };
  }

  @Mutation(() => RentChangeModel, { description: 'An admin applies (approve: true) or rejects a pending rent change' })
  @Can('rent.approve')
  decideRentChange(
    @CurrentCaller() caller: RequestCaller,
    @Args('id', { type: () => ID }, ParseIdPipe) id: number,
    @Args('approve') approve: boolean,
  ) {
    return this.service.decide(caller, id, approve);
  }

  @Query(() => RentChangePageModel, { description: "The hostel's rent changes, newest first" })
  @Can('payments.read')
  rentChanges(@CurrentCaller() caller: RequestCaller, @Args() args: RentChangesArgs) {
    return this.service.list(caller, args);
  }

  @Query(() => Int, {
    description:
      "How many of the caller's hostel's rent changes wait for an admin's approval (Update Rent, Waiting for approval)",
  })
  @Can('rent.approve')
  rentChangesWaiting(@CurrentCaller() caller: RequestCaller) {
    return this.service.waitingCount(caller);
  }

  @ResolveField(() => StudentModel)
  student(@Parent() change: RentChange, @Context('req') req: object) {
    return this.students.load(req, change.studentId);
  }
}
