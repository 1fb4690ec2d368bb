import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { REQUEST_TYPES } from '@hostel-admin/rules';
import type { RequestCaller } from '../common/caller';
import { Can, CurrentCaller } from '../common/decorators';
import { oneForm } from '../common/mutation-input';
import { ParseIdPipe } from '../common/validators';
import { AddRequestInput } from './dto/add-request.input';
import { ChangeRequestStatusArgs, ChangeRequestStatusInput } from './dto/change-request-status.args';
import { RequestTargetsInput } from './dto/request-targets.input';
import { RequestsArgs, requestsSelection } from './dto/requests.args';
import { RequestHistoryLoader } from './request-history.loader';
import { RequestListQuery } from './request-list.query';
import { RequestTargetsService, type RequestTargets } from './request-targets.service';
import type { RequestView } from './request-views';
import { RequestsService } from './requests.service';
import {
  RequestModel,
  RequestPageModel,
  RequestStatusChangeModel,
  RequestTargetModel,
  RequestTypeCountModel,
} from './models/request.model';

const targetList = (targets: RequestTargets) => REQUEST_TYPES.map((type) => ({ type, hours: targets[type] }));

@Resolver(() => RequestModel)
export class RequestsResolver {
  constructor(
    private readonly service: RequestsService,
    private readonly list: RequestListQuery,
    private readonly targets: RequestTargetsService,
    private readonly histories: RequestHistoryLoader,
  ) {}

  @Query(() => RequestPageModel, {
    description:
      "The hostel's requests by raised at (newest first unless orderBy says otherwise), of a type and status when where gives them; search matches the resident's name, the text and the room number; one page",
  })
  @Can('requests.read')
  requests(@CurrentCaller() caller: RequestCaller, @Args() args: RequestsArgs) {
    return this.list.page(caller.hostelId, requestsSelection(args));
  }

  @Query(() => [RequestTypeCountModel], { description: 'Open and overdue requests per type, every type' })
  @Can('requests.read')
  async requestCounts(@CurrentCaller() caller: RequestCaller): Promise<RequestTypeCountModel[]> {
    return (await this.list.counts(caller.hostelId)).map((count) => ({ id: count.type, ...count }));
  }

  @Query(() => RequestModel, {
    description:
      "A request of the caller's hostel by id, with its history; an unknown id or another hostel's is NOT_FOUND",
  })
  @Can('requests.read')
  request(
    @CurrentCaller() caller: RequestCaller,
    @Args('id', { type: () => ID, description: "The request's id" }, ParseIdPipe) id: number,
  ) {
    return this.service.get(caller, id);
  }

  @Query(() => [RequestTargetModel], { description: "The hostel's target hours per type of request" })
  @Can('requests.read')
  async requestTargets(@CurrentCaller() caller: RequestCaller) {
    return targetList(await this.targets.of(caller.hostelId));
  }

  @Mutation(() => RequestModel, {
    description:
      "Raises a pending request for a current resident of the caller's hostel, with the room they are in now; logged. The same idempotencyKey again answers the first request. BAD_USER_INPUT naming the field (also for a resident who has left, or both idempotencyKey and clientKey given), NOT_FOUND for another hostel's resident, CONFLICT for an idempotencyKey sent with other details",
  })
  @Can('requests.write')
  createRequest(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The resident, the type, the text and the form key' }) input: AddRequestInput,
  ) {
    return this.service.add(caller, input);
  }

  @Mutation(() => RequestModel, {
    description: 'createRequest under its old name: the same rules, answer and form keys',
    deprecationReason: 'Use createRequest: create<Thing> makes a record',
  })
  @Can('requests.write')
  addRequest(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The resident, the type, the text and the form key' }) input: AddRequestInput,
  ) {
    return this.createRequest(caller, input);
  }

  @Mutation(() => RequestModel, {
    description:
      "Moves a request to a status, with an optional note, kept in its history; its own status again: no change. NOT_FOUND for an unknown or another hostel's request",
  })
  @Can('requests.write')
  async changeRequestStatus(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', {
      type: () => ChangeRequestStatusInput,
      nullable: true,
      description: 'The request, the status and an optional note',
    })
    input: unknown,
    @Args() loose: ChangeRequestStatusArgs,
  ) {
    const args = await oneForm(ChangeRequestStatusInput, input, loose, ['id', 'status']);
    return this.service.changeStatus(caller, args.id, args.status, args.note);
  }

  @Mutation(() => [RequestTargetModel], {
    description:
      "Sets the caller's hostel's target hours for the types given (the rest keep theirs); logged; answers every type's target. BAD_USER_INPUT for hours outside 1 to 720",
  })
  @Can('hostel.settings')
  async setRequestTargets(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'Target hours for some types' }) input: RequestTargetsInput,
  ) {
    return targetList(await this.targets.set(caller, input));
  }

  @ResolveField(() => [RequestStatusChangeModel], { description: 'Its status changes, oldest first' })
  history(@Parent() request: RequestView, @Context('req') req: object) {
    return this.histories.of(req, request.id);
  }
}
