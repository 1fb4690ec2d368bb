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
import { looseId, oneForm, useInput } from '../../common/mutation-input';
import { newListArg } from '../../common/pagination';
import type { RentChange } from '../../ledger/rent-changes/rent-change.entity';
import { StudentModel } from '../../students/models/student.model';
import { StudentLoader } from '../../students/student.loader';
import { RentChangeModel, RentChangePageModel, RentChangesArgs, UpdateRentInput } from './dto/update-rent.input';
import { DecideRentChangeInput } from './dto/decide-rent-change.input';
import { RentChangesService } from './rent-changes.service';

@ObjectType('UpdateRentPayload', { description: 'The rent changes updateRent made' })
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
      "Update Rent for each resident given, all or none: a new rent from a date (billed periods keep theirs), a one-time discount or surcharge, or the waiver of a billed period. A warden lowering what residents owe waits for an admin. A repeated idempotencyKey answers the first result. BAD_USER_INPUT naming the field, NOT_FOUND for another hostel's resident, CONFLICT for an archived resident, one without rent terms or a waiver with no billed period on its date.",
  })
  @Can('rent.change')
  async updateRent(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The residents, the change and the form key' }) input: UpdateRentInput,
  ) {
    return { changes: await this.service.updateRent(caller, input) };
  }

  @Mutation(() => RentChangeModel, {
    description:
      "An admin applies (approve: true) or rejects a pending rent change. NOT_FOUND for an unknown or another hostel's change, CONFLICT when it was already decided or can no longer apply",
  })
  @Can('rent.approve')
  async decideRentChange(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { type: () => DecideRentChangeInput, nullable: true, description: 'The change and the decision' })
    input: unknown,
    @Args(
      'id',
      { type: () => ID, nullable: true, deprecationReason: useInput('id'), description: 'The pending rent change' },
      looseId('id'),
    )
    id?: number,
    @Args('approve', {
      type: () => Boolean,
      nullable: true,
      deprecationReason: useInput('approve'),
      description: 'true applies it; false rejects it',
    })
    approve?: boolean,
  ) {
    const args = await oneForm(DecideRentChangeInput, input, { id, approve }, ['id', 'approve']);
    return this.service.decide(caller, args.id, args.approve);
  }

  @Query(() => RentChangePageModel, {
    description:
      "The caller's hostel's rent changes, newest first, one page, of one status when where.status gives it; search matches the resident's name or the comment",
  })
  @Can('payments.read')
  rentChanges(@CurrentCaller() caller: RequestCaller, @Args() args: RentChangesArgs) {
    const where = newListArg('where', args.where, { status: args.status });
    return this.service.list(caller, { ...args, status: where ? where.status : args.status });
  }

  @Query(() => Int, {
    description:
      "How many of the caller's hostel's rent changes wait for an admin's approval (Update Rent, Waiting for approval)",
  })
  @Can('rent.approve')
  rentChangesWaiting(@CurrentCaller() caller: RequestCaller) {
    return this.service.waitingCount(caller);
  }

  @ResolveField(() => StudentModel, { description: 'Whose rent it changes' })
  student(@Parent() change: RentChange, @Context('req') req: object) {
    return this.students.load(req, change.studentId);
  }
}
